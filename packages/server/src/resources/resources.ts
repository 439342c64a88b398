import type { Resource } from '../http/endpoint.ts';
import type { ServerContext } from '../server-context.ts';
import { authResource } from './auth/auth.routes.ts';
import { companiesResource } from './companies/companies.routes.ts';
import { rolesResource } from './roles/roles.routes.ts';
import { shippersResource } from './shippers/shippers.routes.ts';
import { usersResource } from './users/users.routes.ts';

/** Every resource of the API, mounted under `/api` in this order. A new resource adds one line. */
export function resources(ctx: ServerContext): Resource[] {
  return [
    authResource(ctx),
    companiesResource(ctx),
    shippersResource(ctx),
    usersResource(ctx),
    rolesResource(ctx),
  ];
}
