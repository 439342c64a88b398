import { z } from 'zod';
import { isIsoDate } from '../shared/iso-date.ts';
import { CSV_BAD_DATE, CSV_MISSING_FIELD, csvDecimal, parseCsvRecords } from '../shared/csv-records.ts';
import type { CsvLineError, CsvParseResult, CsvRecord } from '../shared/csv-records.ts';
import { FARE_MESSAGE, isFare } from '../schemas/fare.ts';
import { isTariffMultiplier, TARIFF_MULTIPLIER_MESSAGE } from '../schemas/tariff-multiplier.ts';
import type { TollTariffRow } from './tariffs-in-force.ts';

/** A tariff row of pedagios/tarifas.csv, with its plaza and publisher. */
export interface TollTariffRecord extends TollTariffRow {
  /** `pracas.id` of the plaza. */
  plazaId: string;
  /** Who published the value (`ANTT`, `ARTESP`, `SPVias`, `ViaPaulista`, …). */
  source: string;
}

/** A rejected CSV record of the tariffs. */
export type TollTariffLineError = CsvLineError;

/** Outcome of {@link parseTollTariffRecords}: every row, or every error. */
export type TollTariffParseResult = CsvParseResult<TollTariffRecord>;

const MISSING = CSV_MISSING_FIELD;

/** Schema of a validated tariff row (what {@link parseTollTariffRecords} produces). */
export const tollTariffRecordSchema = z.object({
  plazaId: z.string().min(1),
  validFrom: z.string().refine(isIsoDate, { error: CSV_BAD_DATE }),
  multiplier: z.number().refine(isTariffMultiplier, { error: TARIFF_MULTIPLIER_MESSAGE }),
  fare: z.number().refine(isFare, { error: FARE_MESSAGE }),
  source: z.string(),
});

const decimalText = csvDecimal;

const csvRecordSchema = z
  .object({
    praca_id: z.string({ error: MISSING }).trim().min(1, { error: MISSING }),
    vigencia_inicio: z.string({ error: MISSING }).trim().refine(isIsoDate, { error: CSV_BAD_DATE }),
    multiplicador: decimalText('multiplicador inválido').refine(isTariffMultiplier, {
      error: 'multiplicador inválido (esperado 0,5, 1, 1,5, 2, 3 … até 20)',
    }),
    tarifa_brl: decimalText('tarifa inválida (decimal com ponto, ex.: 10.55)').refine(isFare, {
      error: 'tarifa inválida (maior que 0, com até duas casas decimais, ex.: 10.55)',
    }),
    fonte: z.string().trim().optional(),
  })
  .transform((record): TollTariffRecord => ({
    plazaId: record.praca_id,
    validFrom: record.vigencia_inicio,
    multiplier: record.multiplicador,
    fare: record.tarifa_brl,
    source: record.fonte ?? '',
  }))
  .pipe(tollTariffRecordSchema);

/**
 * Parses records of pedagios/tarifas.csv (columns `praca_id, vigencia_inicio, multiplicador, tarifa_brl,
 * fonte`, as strings keyed by header) into tariff rows. Never throws: any bad record, or a repeated key
 * (`praca_id`, `vigencia_inicio`, `multiplicador`), makes the result a list of errors with line numbers
 * (record `i` is line `i + 2`: one line per record after the header).
 * @example parseTollTariffRecords(readSharedCsv('pedagios/tarifas.csv'))
 */
export function parseTollTariffRecords(records: readonly CsvRecord[]): TollTariffParseResult {
  return parseCsvRecords(records, {
    schema: csvRecordSchema,
    keyOf: (row) => `${row.plazaId}|${row.validFrom}|${row.multiplier}`,
    duplicateMessage: 'tarifa repetida (mesma praça, vigência e multiplicador)',
  });
}

/**
 * Groups tariff rows by plaza id, keeping their order, ready for `TollPlazaInput.tariffs`.
 * @example groupTariffsByPlaza(rows).get('artesp-l20-alambari')
 */
export function groupTariffsByPlaza(rows: readonly TollTariffRecord[]): Map<string, TollTariffRow[]> {
  const byPlaza = new Map<string, TollTariffRow[]>();
  for (const { plazaId, multiplier, fare, validFrom } of rows) {
    const list = byPlaza.get(plazaId) ?? [];
    list.push({ multiplier, fare, validFrom });
    byPlaza.set(plazaId, list);
  }
  return byPlaza;
}
