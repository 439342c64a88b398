import { FREIGHT_CARGO_KINDS } from './cargo-kind.ts';
import { coefficientsInForce } from './coefficients-in-force.ts';
import { FREIGHT_TABLE_IDS, type FreightCoefficient } from './freight-coefficient.ts';
import { freightFloor, type FreightFloorResult } from './freight-floor.ts';

/** What {@link freightFloorTable} is computed for. */
export interface FreightFloorTableQuery {
  /** Distance in km. */
  km: number;
  /** Axles of the vehicle combination. */
  axles: number;
  /** Day whose acts apply, `yyyy-MM-dd`. */
  date: string;
}

/**
 * Every freight floor the planner shows for a trip: one per table (A–D) × cargo kind with a row for that
 * axle count (or a lower one), using the acts in force on `date`, each with its act's name and validity.
 * Ordered by table, then cargo kind in the official order; combinations without a row are left out.
 * @example freightFloorTable(rows, { km: 500, axles: 6, date: '2026-08-01' }).length // 48
 */
export function freightFloorTable(
  rows: readonly FreightCoefficient[],
  query: FreightFloorTableQuery,
): FreightFloorResult[] {
  const inForce = coefficientsInForce(rows, query.date);
  const floors: FreightFloorResult[] = [];
  for (const table of FREIGHT_TABLE_IDS) {
    for (const cargoKind of FREIGHT_CARGO_KINDS) {
      const floor = freightFloor({ table, cargoKind, axles: query.axles, km: query.km }, inForce);
      if (floor) floors.push(floor);
    }
  }
  return floors;
}
