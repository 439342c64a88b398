import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { tollPlazaDiscounts, tollPlazas } from '../db/schema.ts';
import { parseTollDiscountRecords } from '../tolls/index.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { parseCsvFile } from './parse-csv-file.ts';
import { unknownPlazaErrors } from './unknown-plaza-errors.ts';
import { upsertRows } from './upsert-rows.ts';
import { writeInTransaction } from './write-in-transaction.ts';

/** Columns of `pedagios/descontos_praca.csv` (the others may be absent). */
export const TOLL_DISCOUNT_COLUMNS = ['praca_id', 'percentual_tag'] as const;

/**
 * Imports `pedagios/descontos_praca.csv` text in one transaction, or writes nothing (a bad row, a plaza
 * listed twice or a plaza the database lacks is a line error). The file's rows are kept as they are in
 * `toll_plaza_discounts`; a plaza's own `tag_percent`, which pricing uses, takes the file's value only when
 * that value is new for the plaza or differs from the one imported last: an operator's later edit of the
 * plaza's percentage stands until the file changes its value for that plaza. Plazas the file lacks keep
 * theirs (an unknown discount). `inserted`/`updated` count the discount rows.
 */
export async function importTollDiscounts(
  db: Database,
  csvText: string,
  options: { file: string },
): Promise<CsvImportResult> {
  const parsed = parseCsvFile(
    csvText,
    { file: options.file, required: TOLL_DISCOUNT_COLUMNS },
    parseTollDiscountRecords,
  );
  if (!parsed.ok) return parsed;
  const result = await writeInTransaction(db, options.file, async (tx) => {
    const unknown = await unknownPlazaErrors(
      tx,
      options.file,
      parsed.rows.map((row, index) => ({
        column: 'praca_id',
        plazaId: row.plazaId,
        line: parsed.csv.lines[index]!,
      })),
      'dos descontos',
    );
    if (unknown.length > 0) return { ok: false as const, errors: unknown };
    const ids = parsed.rows.map((row) => row.plazaId);
    const previous = new Map(
      (
        await tx
          .select({ plaza_id: tollPlazaDiscounts.plaza_id, tag_percent: tollPlazaDiscounts.tag_percent })
          .from(tollPlazaDiscounts)
          .where(inArray(tollPlazaDiscounts.plaza_id, ids))
      ).map((row) => [row.plaza_id, row.tag_percent]),
    );
    const counts = await upsertRows(
      tx,
      tollPlazaDiscounts,
      parsed.rows.map((row) => ({
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
    for (const row of parsed.rows) {
      if (previous.get(row.plazaId) === row.tagPercent) continue;
      changed.set(row.tagPercent, [...(changed.get(row.tagPercent) ?? []), row.plazaId]);
    }
    for (const [tagPercent, plazaIds] of changed) {
      await tx.update(tollPlazas).set({ tag_percent: tagPercent }).where(inArray(tollPlazas.id, plazaIds));
    }
    return { ok: true as const, counts };
  });
  if (!result.ok) return result;
  if (!result.value.ok) return result.value;
  return { ok: true, rows: parsed.rows.length, ...result.value.counts, warnings: [] };
}
