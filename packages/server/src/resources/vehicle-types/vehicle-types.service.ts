import { asc } from 'drizzle-orm';
import type { VehicleType } from '@freight/core';
import { vehicleTypes } from '../../db/schema.ts';
import type { ServerContext } from '../../server-context.ts';

type VehicleTypeRow = typeof vehicleTypes.$inferSelect;

/**
 * The API shape of a vehicle type (SPEC §3, core's `vehicleTypeSchema`): the product's keys
 * `numberAxlesPepsico`, `pepsicoVehicleType` ('Caminhao' = truck) and `wheelTypePepsico`, plus `name`.
 */
export function toVehicleType(row: VehicleTypeRow): VehicleType {
  return {
    id: row.id,
    name: row.name,
    numberAxlesPepsico: row.number_axles,
    pepsicoVehicleType: row.vehicle_type,
    wheelTypePepsico: row.wheel_type,
  };
}

/** Vehicle types: reference data shared by every company (no company scoping). */
export function createVehicleTypesService(ctx: ServerContext) {
  const { db } = ctx;
  return {
    async list(): Promise<VehicleType[]> {
      const rows = await db.select().from(vehicleTypes).orderBy(asc(vehicleTypes.id));
      return rows.map(toVehicleType);
    },
  };
}
