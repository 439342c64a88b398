import { shipperSchema } from '../schemas/index.ts';
import type { Shipper, ShipperCreate, ShipperListQuery, ShipperUpdate } from '../schemas/index.ts';
import type { HttpClient } from './http-client.ts';
import { createMeListEndpoint, createResourceEndpoints } from './resource-endpoints.ts';
import type { MeListEndpoint, ResourceEndpoints } from './resource-endpoints.ts';

/** Shipper calls: `/api/shippers` (filters page, per_page, name, cnpj) and `/api/me/list/shippers`. */
export type ShipperEndpoints = ResourceEndpoints<
  Shipper,
  ShipperCreate,
  ShipperUpdate,
  Partial<ShipperListQuery>
> &
  MeListEndpoint<Shipper>;

/** Builds the shipper calls on `http`. */
export function createShipperEndpoints(http: HttpClient): ShipperEndpoints {
  return {
    ...createResourceEndpoints<Shipper, ShipperCreate, ShipperUpdate, Partial<ShipperListQuery>>(http, {
      path: '/api/shippers',
      item: shipperSchema,
    }),
    ...createMeListEndpoint(http, 'shippers', shipperSchema),
  };
}
