import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';

/** What an upsert did: rows added, rows whose values changed (the others were already equal). */
export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/** Rows per statement (PostgreSQL allows 65,535 parameters per statement). */
const CHUNK_ROWS = 500;

const excluded = (column: PgColumn) => sql.raw(`excluded."${column.name}"`);

/**
 * Inserts `rows`, or on a conflict on `target` overwrites the `columns` of the existing row, only when one
 * of them differs (then `updated_at` too, when the table has it): a row equal to the file keeps its
 * `updated_at`, and columns outside `columns` (what operators set) are never touched. Run it inside the
 * caller's transaction.
 *
 * @example await upsertRows(tx, states, rows, { target: [states.ibge_code], columns: [states.uf, states.name] })
 */
export async function upsertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly PgInsertValue<T>[],
  options: { target: readonly PgColumn[]; columns: readonly PgColumn[] },
): Promise<UpsertCounts> {
  const keys = Object.entries(getTableColumns(table));
  const keyOf = (column: PgColumn): string => {
    const entry = keys.find(([, candidate]) => candidate === column);
    if (!entry) throw new Error(`column ${column.name} is not a column of the table`);
    return entry[0];
  };
  const set: Record<string, unknown> = Object.fromEntries(
    options.columns.map((column) => [keyOf(column), excluded(column)]),
  );
  if (keys.some(([key]) => key === 'updated_at')) set['updated_at'] = sql`now()`;
  const changed = sql`(${sql.join([...options.columns], sql`, `)}) is distinct from (${sql.join(
    options.columns.map(excluded),
    sql`, `,
  )})`;
  const counts: UpsertCounts = { inserted: 0, updated: 0 };
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const written = await db
      .insert(table)
      .values(rows.slice(start, start + CHUNK_ROWS))
      .onConflictDoUpdate({ target: [...options.target], set, setWhere: changed })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const row of written) {
      if (row.inserted) counts.inserted++;
      else counts.updated++;
    }
  }
  return counts;
}
