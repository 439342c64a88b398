import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { tollPlazaDiscounts, tollPlazas } from '../db/schema.ts';
import { parseTollDiscountRecords } from '../tolls/index.ts';
import type { TollDiscountRecord } from '../tolls/index.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { importPlazaRows } from './import-plaza-rows.ts';
import { upsertRows } from './upsert-rows.ts';
import type { UpsertCounts } from './upsert-rows.ts';

/** Columns of `pedagios/descontos_praca.csv` (the others may be absent). */
export const TOLL_DISCOUNT_COLUMNS = ['praca_id', 'percentual_tag'] as const;

/**
 * Stores the discount rows as they are and copies into each plaza's `tag_percent` the file's value when it
 * is new for the plaza or differs from the one imported last (an operator's edit stands until then).
 */
async function writeDiscounts(tx: Database, rows: TollDiscountRecord[]): Promise<UpsertCounts> {
  const previous = new Map(
    (
      await tx
        .select({ plaza_id: tollPlazaDiscounts.plaza_id, tag_percent: tollPlazaDiscounts.tag_percent })
        .from(tollPlazaDiscounts)
        .where(
          inArray(
            tollPlazaDiscounts.plaza_id,
            rows.map((row) => row.plazaId),
          ),
        )
    ).map((row) => [row.plaza_id, row.tag_percent]),
  );
  const counts = await upsertRows(
    tx,
    tollPlazaDiscounts,
    rows.map((row) => ({
      plaza_id: row.plazaId,
      tag_percent: row.tagPercent,
      applies_to: row.appliesTo,
      valid_from: row.validFrom,
      source_url: row.sourceUrl,
      confidence: row.confidence,
      note: row.note,
    })),
    {
      target: [tollPlazaDiscounts.plaza_id],
      columns: [
        tollPlazaDiscounts.tag_percent,
        tollPlazaDiscounts.applies_to,
        tollPlazaDiscounts.valid_from,
        tollPlazaDiscounts.source_url,
        tollPlazaDiscounts.confidence,
        tollPlazaDiscounts.note,
      ],
    },
  );
  const changed = new Map<number, string[]>();
  for (const row of rows) {
    if (previous.get(row.plazaId) === row.tagPercent) continue;
    changed.set(row.tagPercent, [...(changed.get(row.tagPercent) ?? []), row.plazaId]);
  }
  for (const [tagPercent, plazaIds] of changed) {
    await tx.update(tollPlazas).set({ tag_percent: tagPercent }).where(inArray(tollPlazas.id, plazaIds));
  }
  return counts;
}

/**
 * Imports `pedagios/descontos_praca.csv` text in one transaction, or writes nothing (a bad row, a plaza
 * listed twice or a plaza the database lacks is a line error). The file's rows are kept as they are in
 * `toll_plaza_discounts`; a plaza's own `tag_percent`, which pricing uses, takes the file's value only when
 * that value is new for the plaza or differs from the one imported last: an operator's later edit of the
 * plaza's percentage stands until the file changes its value for that plaza. Plazas the file lacks keep
 * theirs (an unknown discount). `inserted`/`updated` count the discount rows.
 */
export function importTollDiscounts(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  return importPlazaRows(db, csvText, options, {
    required: TOLL_DISCOUNT_COLUMNS,
    parse: parseTollDiscountRecords,
    plazas: (row) => [{ column: 'praca_id', plazaId: row.plazaId }],
    before: 'dos descontos',
    write: writeDiscounts,
  });
}
