import { geocodingResource } from '../geocoding/geocoding.routes.ts';
import type { Resource } from '../http/endpoint.ts';
import { routeCalculationResource } from '../route-calculation/route-calculation.routes.ts';
import type { ServerContext } from '../server-context.ts';
import { ssoResource } from '../sso/sso.routes.ts';
import { authResource } from './auth/auth.routes.ts';
import { companiesResource } from './companies/companies.routes.ts';
import { costCentersResource } from './cost-centers/cost-centers.routes.ts';
import { freightCoefficientsResource } from './freight-coefficients/freight-coefficients.routes.ts';
import { platesResource } from './plates/plates.routes.ts';
import { rolesResource } from './roles/roles.routes.ts';
import { savedRoutesResource } from './routes/routes.routes.ts';
import { shippersResource } from './shippers/shippers.routes.ts';
import { tollPlazasResource } from './toll-plazas/toll-plazas.routes.ts';
import { tollTariffsResource } from './toll-tariffs/toll-tariffs.routes.ts';
import { usersResource } from './users/users.routes.ts';
import { vehicleTypesResource } from './vehicle-types/vehicle-types.routes.ts';
import { weighingStationsResource } from './weighing-stations/weighing-stations.routes.ts';
import { vpoResource } from '../vpo/vpo.routes.ts';
import { plateChecksResource } from '../plate-checks/plate-checks.routes.ts';

/** Every resource of the API, mounted under `/api` in this order. A new resource adds one line. */
export function resources(ctx: ServerContext): Resource[] {
  return [
    authResource(ctx),
    ssoResource(ctx),
    companiesResource(ctx),
    shippersResource(ctx),
    platesResource(ctx),
    vehicleTypesResource(ctx),
    costCentersResource(ctx),
    usersResource(ctx),
    rolesResource(ctx),
    savedRoutesResource(ctx),
    geocodingResource(ctx),
    routeCalculationResource(ctx),
    tollPlazasResource(ctx),
    tollTariffsResource(ctx),
    weighingStationsResource(ctx),
    freightCoefficientsResource(ctx),
    vpoResource(ctx),
    plateChecksResource(ctx),
  ];
}
