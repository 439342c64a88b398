import { z } from 'zod';
import { vehicleTypeSchema } from '@freight/core';
import { endpoint } from '../../http/endpoint.ts';
import type { Resource } from '../../http/endpoint.ts';
import type { ServerContext } from '../../server-context.ts';
import { createVehicleTypesService } from './vehicle-types.service.ts';

/** `GET /api/vehicles/types` (SPEC §7): every vehicle type, as an array. */
export function vehicleTypesResource(ctx: ServerContext): Resource {
  const vehicleTypes = createVehicleTypesService(ctx);
  return {
    tag: 'Tipos de veículo',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/vehicles/types',
        summary: 'Tipos de veículo (iguais para todas as empresas)',
        access: 'vehicle-type-list',
        response: z.array(vehicleTypeSchema),
        handler: () => vehicleTypes.list(),
      }),
    ],
  };
}
