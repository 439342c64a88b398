import { FREIGHT_CARGO_KINDS } from './cargo-kind.ts';
import { FREIGHT_TABLE_IDS, type FreightCoefficient } from './freight-coefficient.ts';

const cellKey = (row: FreightCoefficient): string => `${row.table}|${row.cargoKind}|${row.axles}`;

/**
 * Orders coefficient rows by table (A–D), cargo kind (the official order) and axle count.
 * @example sortCoefficients(rows)[0]?.table // 'A'
 */
export function sortCoefficients(rows: readonly FreightCoefficient[]): FreightCoefficient[] {
  return [...rows].sort(
    (a, b) =>
      FREIGHT_TABLE_IDS.indexOf(a.table) - FREIGHT_TABLE_IDS.indexOf(b.table) ||
      FREIGHT_CARGO_KINDS.indexOf(a.cargoKind) - FREIGHT_CARGO_KINDS.indexOf(b.cargoKind) ||
      a.axles - b.axles,
  );
}

/**
 * The coefficients in force on `date` (`yyyy-MM-dd`; a date-time keeps its day): for each (table, cargo
 * kind, axles) cell, the row whose act is valid that day (`validFrom` ≤ date ≤ `validTo`, or open),
 * and among several, the one with the latest `validFrom` (a later act supersedes an open-ended earlier
 * one; on equal start dates the first row given wins). Cells with no act in force are absent. Sorted by
 * {@link sortCoefficients}.
 * @example coefficientsInForce(rows, '2026-10-01') // Table A from Portaria SUROC 22/2026, B–D from 6.084/2026
 */
export function coefficientsInForce(rows: readonly FreightCoefficient[], date: string): FreightCoefficient[] {
  const day = date.slice(0, 10);
  const byCell = new Map<string, FreightCoefficient>();
  for (const row of rows) {
    if (row.validFrom > day || (row.validTo != null && row.validTo < day)) continue;
    const current = byCell.get(cellKey(row));
    if (!current || row.validFrom > current.validFrom) byCell.set(cellKey(row), row);
  }
  return sortCoefficients([...byCell.values()]);
}
