import type { Database } from '../db/database.ts';
import { vehicleTypes } from '../db/schema.ts';

/** Vehicle types every installation starts with (`GET /api/vehicles/types`). */
export const DEFAULT_VEHICLE_TYPES: readonly (typeof vehicleTypes.$inferInsert)[] = [
  { name: 'Automóvel', number_axles: 2, vehicle_type: 'Auto', wheel_type: 'Simples' },
  { name: 'Caminhão leve (VUC) 2 eixos', number_axles: 2, vehicle_type: 'Caminhao', wheel_type: 'Simples' },
  { name: 'Caminhão toco 2 eixos', number_axles: 2, vehicle_type: 'Caminhao', wheel_type: 'Dupla' },
  { name: 'Caminhão truck 3 eixos', number_axles: 3, vehicle_type: 'Caminhao', wheel_type: 'Dupla' },
  { name: 'Cavalo + semirreboque 4 eixos', number_axles: 4, vehicle_type: 'Caminhao', wheel_type: 'Dupla' },
  { name: 'Carreta 5 eixos', number_axles: 5, vehicle_type: 'Caminhao', wheel_type: 'Dupla' },
  { name: 'Carreta 6 eixos', number_axles: 6, vehicle_type: 'Caminhao', wheel_type: 'Dupla' },
  { name: 'Bitrem 7 eixos', number_axles: 7, vehicle_type: 'Caminhao', wheel_type: 'Dupla' },
  { name: 'Rodotrem 9 eixos', number_axles: 9, vehicle_type: 'Caminhao', wheel_type: 'Dupla' },
];

/** Adds the default vehicle types when there are none. */
export async function ensureVehicleTypes(db: Database): Promise<void> {
  if ((await db.$count(vehicleTypes)) > 0) return;
  await db.insert(vehicleTypes).values([...DEFAULT_VEHICLE_TYPES]);
}
