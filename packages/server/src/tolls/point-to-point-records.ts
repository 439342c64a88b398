import { z } from 'zod';
import { parseCsvRecords } from '@freight/core';
import type { CsvParseResult, CsvRecord } from '@freight/core';
import { BAD_PLAZA_ID_MESSAGE, optionalColumn, plazaIdColumn } from './plaza-rule-fields.ts';
import { PLAZA_ID_PATTERN } from './toll-plaza-records.ts';

/**
 * A row of `pedagios/ponto_a_ponto.csv`: an ARTESP point-to-point tag gantry, which charges only vehicles
 * registered in that scheme (they then skip the conventional plaza it stands beside, when there is one).
 */
export interface PointToPointRecord {
  plazaId: string;
  /** The co-located conventional plaza; `null` when the gantry stands alone between plazas. */
  conventionalPlazaId: string | null;
  note: string | null;
}

/** pt-BR message of a gantry listed twice. */
export const DUPLICATE_POINT_TO_POINT_MESSAGE = 'pórtico repetido (mesmo praca_id)';

const recordSchema = z
  .object({
    praca_id: plazaIdColumn(),
    praca_convencional_id: optionalColumn().refine(
      (value) => value === null || PLAZA_ID_PATTERN.test(value),
      { error: BAD_PLAZA_ID_MESSAGE },
    ),
    nota: optionalColumn(),
  })
  .refine((record) => record.praca_convencional_id !== record.praca_id, {
    error: 'a praça convencional não pode ser o próprio pórtico',
    path: ['praca_convencional_id'],
  })
  .transform((record): PointToPointRecord => ({
    plazaId: record.praca_id,
    conventionalPlazaId: record.praca_convencional_id,
    note: record.nota,
  }));

/**
 * Parses records of `pedagios/ponto_a_ponto.csv` (columns `praca_id, praca_convencional_id, nota`). Never
 * throws: a bad record or a gantry listed twice makes the result a list of errors with line numbers and
 * pt-BR messages.
 *
 * @example parsePointToPointRecords(csvTextRecords(text)).success
 */
export function parsePointToPointRecords(records: readonly CsvRecord[]): CsvParseResult<PointToPointRecord> {
  return parseCsvRecords(records, {
    schema: recordSchema,
    keyOf: (row) => row.plazaId,
    duplicateMessage: DUPLICATE_POINT_TO_POINT_MESSAGE,
  });
}
