import { z } from 'zod';
import { CSV_MISSING_FIELD, csvText, parseCsvRecords } from '@freight/core';
import type { CsvParseResult, CsvRecord } from '@freight/core';
import { optionalColumn, plazaIdColumn } from './plaza-rule-fields.ts';

/**
 * A row of `pedagios/grupos_alternativos.csv`: a plaza that belongs to an alternative group, whose members
 * are booths of one plaza of which a vehicle pays only one on a single passage.
 */
export interface AlternativeGroupRecord {
  groupId: string;
  plazaId: string;
  note: string | null;
}

/** pt-BR message of a plaza listed twice (a plaza belongs to one group at most). */
export const DUPLICATE_GROUP_MEMBER_MESSAGE = 'praça repetida (uma praça pertence a um só grupo)';

/** pt-BR message of a group with a single member. */
export const LONE_GROUP_MEMBER_MESSAGE = 'grupo com uma só praça (um grupo reúne duas ou mais praças)';

const recordSchema = z
  .object({
    grupo: csvText()
      .min(1, { error: CSV_MISSING_FIELD })
      .max(120, { error: 'grupo inválido (até 120 caracteres)' }),
    praca_id: plazaIdColumn(),
    nota: optionalColumn(),
  })
  .transform((record): AlternativeGroupRecord => ({
    groupId: record.grupo,
    plazaId: record.praca_id,
    note: record.nota,
  }));

/**
 * Parses records of `pedagios/grupos_alternativos.csv` (columns `grupo, praca_id, nota`). Never throws: a
 * bad record, a plaza listed twice or a group with one member makes the result a list of errors with line
 * numbers and pt-BR messages.
 *
 * @example parseAlternativeGroupRecords(csvTextRecords(text)).success
 */
export function parseAlternativeGroupRecords(
  records: readonly CsvRecord[],
): CsvParseResult<AlternativeGroupRecord> {
  const parsed = parseCsvRecords(records, {
    schema: recordSchema,
    keyOf: (row) => row.plazaId,
    duplicateMessage: DUPLICATE_GROUP_MEMBER_MESSAGE,
  });
  if (!parsed.success) return parsed;
  const sizes = new Map<string, number>();
  for (const row of parsed.rows) sizes.set(row.groupId, (sizes.get(row.groupId) ?? 0) + 1);
  const errors = parsed.rows.flatMap((row, index) =>
    sizes.get(row.groupId) === 1
      ? [{ line: index + 2, field: 'grupo', message: LONE_GROUP_MEMBER_MESSAGE }]
      : [],
  );
  return errors.length > 0 ? { success: false, errors } : parsed;
}
