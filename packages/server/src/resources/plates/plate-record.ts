import type { PlateWire, RearWheelType, VehicleCategory } from '@freight/core';
import type { plates } from '../../db/schema.ts';

/** A plate row. */
export type PlateRow = typeof plates.$inferSelect;

/** A plate as the API answers it: core's wire plate (`vehicle_type_pepsico`) plus timestamps. */
export type PlateRecord = PlateWire & { created_at: string; updated_at: string };

/** The API shape of a plate row: the column `vehicle_type_id` goes on the wire as `vehicle_type_pepsico`. */
export function toPlateRecord(row: PlateRow): PlateRecord {
  return {
    id: row.id,
    company_id: row.company_id,
    plate: row.plate,
    brand: row.brand,
    model: row.model,
    category: row.category as VehicleCategory,
    axis: row.axis,
    rear_wheel_type: row.rear_wheel_type as RearWheelType | null,
    vehicle_type_pepsico: row.vehicle_type_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
