import { normalizeCargoKind, type FreightCargoKind } from './cargo-kind.ts';
import { kmCostCents } from '../shared/cents.ts';
import { coefficientsInForce } from './coefficients-in-force.ts';
import { emptyReturnValue } from './empty-return.ts';
import type { FreightCoefficient, FreightTableId } from './freight-coefficient.ts';

/** What {@link freightFloor} prices. */
export interface FreightFloorQuery {
  /** Table A–D. */
  table: FreightTableId;
  /** Cargo kind, either spelling (`carga_geral` or `geral`). */
  cargoKind: string;
  /** Axles of the vehicle combination. */
  axles: number;
  /** Distance in km. */
  km: number;
  /** When given, only the coefficients in force that day are used ({@link coefficientsInForce}). */
  date?: string;
}

/** A freight floor (R$) with the coefficients and act it comes from. */
export interface FreightFloorResult {
  table: FreightTableId;
  /** Official spelling. */
  cargoKind: FreightCargoKind;
  /** The vehicle's axle count, as asked. */
  axles: number;
  /** The axle row used (the highest row ≤ `axles`). */
  axlesUsed: number;
  km: number;
  /** km × CCD + CC, rounded to the cent. */
  value: number;
  /** Empty-return value, 0.92 × CCD × km ({@link emptyReturnValue}), for when it is due. */
  emptyReturn: number;
  /** R$/km. */
  ccd: number;
  /** R$ per trip. */
  cc: number;
  /** ANTT act name, e.g. `6.084/2026`. */
  act: string;
  validFrom: string;
  validTo: string | null;
  source: string;
}

/**
 * The floor of one coefficient row for a distance: km × CCD + CC in R$, rounded to the cent (half up,
 * computed in integer cents).
 * @example freightFloorValue({ ccd: 7.3547, cc: 815.49 }, 500) // 4492.84
 */
export function freightFloorValue(row: Pick<FreightCoefficient, 'ccd' | 'cc'>, km: number): number {
  return (kmCostCents(km, row.ccd) + Math.round(row.cc * 100)) / 100;
}

function pickRow(rows: readonly FreightCoefficient[], axles: number): FreightCoefficient | undefined {
  let best: FreightCoefficient | undefined;
  for (const row of rows) {
    if (row.axles > axles) continue;
    if (!best || row.axles > best.axles || (row.axles === best.axles && row.validFrom > best.validFrom)) {
      best = row;
    }
  }
  return best;
}

/**
 * The ANTT minimum freight (piso mínimo) for a trip: km × CCD + CC, rounded to the cent (half up).
 *
 * The coefficient row is that of the table and cargo kind with the vehicle's axle count, or else the
 * next lower one, as the official calculator does (8 axles → the 7-axle row; 10 or more → the highest
 * row ≤ axles, 9). Among rows of several acts for the same cell, the latest `validFrom` wins; pass
 * `date` (or rows already filtered by {@link coefficientsInForce}) to honour validity.
 *
 * `null` when the cargo kind is unknown, the distance is negative or not a number, the axle count is
 * not a positive integer, or no row has that few axles (container kinds have no 2-axle row).
 * @example freightFloor({ table: 'A', cargoKind: 'geral', axles: 6, km: 500, date: '2026-08-01' }, rows)
 */
export function freightFloor(
  query: FreightFloorQuery,
  rows: readonly FreightCoefficient[],
): FreightFloorResult | null {
  const cargoKind = normalizeCargoKind(query.cargoKind);
  const { table, axles, km } = query;
  if (!cargoKind || !Number.isFinite(km) || km < 0 || !Number.isInteger(axles) || axles < 1) return null;
  const usable = query.date === undefined ? rows : coefficientsInForce(rows, query.date);
  const row = pickRow(
    usable.filter((candidate) => candidate.table === table && candidate.cargoKind === cargoKind),
    axles,
  );
  if (!row) return null;
  const value = freightFloorValue(row, km);
  return {
    table,
    cargoKind,
    axles,
    axlesUsed: row.axles,
    km,
    value,
    emptyReturn: emptyReturnValue({ ccd: row.ccd, km }),
    ccd: row.ccd,
    cc: row.cc,
    act: row.act,
    validFrom: row.validFrom,
    validTo: row.validTo,
    source: row.source,
  };
}
