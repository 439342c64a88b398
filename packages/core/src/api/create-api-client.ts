import type { ApiClientOptions } from './api-client-options.ts';
import { createAuthEndpoints } from './auth-endpoints.ts';
import type { AuthEndpoints } from './auth-endpoints.ts';
import { createCompanyEndpoints } from './company-endpoints.ts';
import type { CompanyEndpoints } from './company-endpoints.ts';
import { createCostCenterEndpoints } from './cost-center-endpoints.ts';
import type { CostCenterEndpoints } from './cost-center-endpoints.ts';
import { createGeocodeEndpoint } from './geocode-endpoint.ts';
import type { GeocodeEndpoint } from './geocode-endpoint.ts';
import { createHttpClient } from './http-client.ts';
import type { HttpClient } from './http-client.ts';
import { createPlateCheckEndpoints } from './plate-check-endpoints.ts';
import type { PlateCheckEndpoints } from './plate-check-endpoints.ts';
import { createPlateEndpoints } from './plate-endpoints.ts';
import type { PlateEndpoints } from './plate-endpoints.ts';
import { createRouteEndpoints } from './route-endpoints.ts';
import type { RouteEndpoints } from './route-endpoints.ts';
import { createSession } from './session.ts';
import { createShortLinkEndpoint } from './short-link-endpoint.ts';
import type { ShortLinkEndpoint } from './short-link-endpoint.ts';
import type { Session } from './session.ts';
import { createShipperEndpoints } from './shipper-endpoints.ts';
import type { ShipperEndpoints } from './shipper-endpoints.ts';
import { createRoleEndpoints, createUserEndpoints } from './user-role-endpoints.ts';
import type { LooseResourceEndpoints, RoleEndpoints } from './user-role-endpoints.ts';
import { createVehicleTypeEndpoints } from './vehicle-type-endpoints.ts';
import { createVpoEndpoints } from './vpo-endpoints.ts';
import type { VpoEndpoints } from './vpo-endpoints.ts';
import type { VehicleTypeEndpoints } from './vehicle-type-endpoints.ts';

/** Every call of SPEC §7, grouped per resource, plus the session helpers. */
export interface ApiClient {
  /** The JSON and download clients the endpoints are built on (for calls not listed here). */
  http: HttpClient;
  /** Login, logout and validation with the stored token, email and branding. */
  session: Session;
  /** `/api/auth` calls, storing nothing. */
  auth: AuthEndpoints;
  /** `/api/shippers`, `/api/me/list/shippers`. */
  shippers: ShipperEndpoints;
  /** `/api/companies`, `/api/me/list/companies`. */
  companies: CompanyEndpoints;
  /** `/api/routes` (saved routes, export) and `/api/routes/route` (calculation). */
  routes: RouteEndpoints;
  /** `GET /api/geocode?q=`. */
  geocode: GeocodeEndpoint;
  /** `GET /api/short-links?category_id=&redirect_to=`: a short link. */
  shortLink: ShortLinkEndpoint;
  /** `/api/plates`, `/api/me/list/plates`, plate tags. */
  plates: PlateEndpoints;
  /** `/api/vehicles/types`. */
  vehicleTypes: VehicleTypeEndpoints;
  /** `/api/cost-centers`, `/api/me/list/cost-centers`. */
  costCenters: CostCenterEndpoints;
  /** `/api/plates-osa`: plate-check records and `check-one`. */
  plateChecks: PlateCheckEndpoints;
  /** `/api/users`. */
  users: LooseResourceEndpoints;
  /** `/api/roles` and the permission catalogue `GET /api/permissions`. */
  roles: RoleEndpoints;
  /** `/api/vpo`: VPO quote, purchase, report, receipt, cancellation, reconciliation; supplier configuration. */
  vpo: VpoEndpoints;
}

/**
 * Creates the API client of SPEC §7 with the error catalogue of SPEC §8. Nothing is read from globals:
 * fetch, storage, callbacks and the base URL are passed in.
 *
 * @example
 * const api = createApiClient({
 *   fetch: globalThis.fetch.bind(globalThis),
 *   storage: localStorage,
 *   onUnauthorized: (r) => (r.to === 'login' ? router.push('/auth/login') : location.assign(r.url)),
 *   onSubscriptionStatus: (status) => dialogs.open(SUBSCRIPTION_DIALOGS[status]),
 * });
 * const page = await api.plates.list({ page: 1, per_page: 10 });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttpClient(options);
  const auth = createAuthEndpoints(http);
  return {
    http,
    session: createSession(auth, options.storage),
    auth,
    shippers: createShipperEndpoints(http),
    companies: createCompanyEndpoints(http),
    routes: createRouteEndpoints(http),
    geocode: createGeocodeEndpoint(http),
    shortLink: createShortLinkEndpoint(http),
    plates: createPlateEndpoints(http),
    vehicleTypes: createVehicleTypeEndpoints(http),
    costCenters: createCostCenterEndpoints(http),
    plateChecks: createPlateCheckEndpoints(http),
    users: createUserEndpoints(http),
    roles: createRoleEndpoints(http),
    vpo: createVpoEndpoints(http),
  };
}
