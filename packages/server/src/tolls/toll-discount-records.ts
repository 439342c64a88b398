import { z } from 'zod';
import { csvText, parseCsvRecords } from '@freight/core';
import type { CsvParseResult, CsvRecord } from '@freight/core';
import { optionalColumn, plazaIdColumn } from './plaza-rule-fields.ts';

/** A row of `pedagios/descontos_praca.csv`: the tag (automatic payment) discount a source gives a plaza. */
export interface TollDiscountRecord {
  plazaId: string;
  /** Discount in percent for payment by tag, 0 to 100 (5 = 5 % off; 0 = the source says none). */
  tagPercent: number;
  /** Which vehicles and lanes, as the source says (Portuguese). */
  appliesTo: string | null;
  /** Date or period the source gives for the rule (free text). */
  validFrom: string | null;
  sourceUrl: string | null;
  confidence: string | null;
  note: string | null;
}

/** pt-BR message of a plaza listed twice in the discount file. */
export const DUPLICATE_DISCOUNT_MESSAGE = 'praça repetida (um desconto por praça)';

const PERCENT_MESSAGE = 'percentual_tag inválido (de 0 a 100, decimal com ponto, ex.: 5)';

const recordSchema = z
  .object({
    praca_id: plazaIdColumn(),
    percentual_tag: csvText()
      .regex(/^\d+(\.\d+)?$/, { error: PERCENT_MESSAGE })
      .transform(Number)
      .refine((value) => value <= 100, { error: PERCENT_MESSAGE }),
    aplica_a: optionalColumn(),
    vigencia_inicio: optionalColumn(),
    fonte_url: optionalColumn(),
    confianca: optionalColumn(),
    nota: optionalColumn(),
  })
  .transform((record): TollDiscountRecord => ({
    plazaId: record.praca_id,
    tagPercent: record.percentual_tag,
    appliesTo: record.aplica_a,
    validFrom: record.vigencia_inicio,
    sourceUrl: record.fonte_url,
    confidence: record.confianca,
    note: record.nota,
  }));

/**
 * Parses records of `pedagios/descontos_praca.csv` (columns `praca_id, percentual_tag, aplica_a,
 * vigencia_inicio, fonte_url, confianca, nota`). Never throws: a bad record or a plaza listed twice makes
 * the result a list of errors with line numbers and pt-BR messages.
 *
 * @example parseTollDiscountRecords(csvTextRecords(text)).success
 */
export function parseTollDiscountRecords(records: readonly CsvRecord[]): CsvParseResult<TollDiscountRecord> {
  return parseCsvRecords(records, {
    schema: recordSchema,
    keyOf: (row) => row.plazaId,
    duplicateMessage: DUPLICATE_DISCOUNT_MESSAGE,
  });
}
