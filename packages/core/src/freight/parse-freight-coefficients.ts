import { z } from 'zod';
import { normalizeCargoKind } from './cargo-kind.ts';
import {
  FREIGHT_TABLE_IDS,
  freightCoefficientSchema,
  type FreightCoefficient,
} from './freight-coefficient.ts';
import { isIsoDate } from '../shared/iso-date.ts';
import { CSV_BAD_DATE, csvDecimal, csvText, parseCsvRecords } from '../shared/csv-records.ts';
import type { CsvLineError, CsvParseResult, CsvRecord } from '../shared/csv-records.ts';

/** A rejected CSV record of the freight coefficients. */
export type FreightCoefficientLineError = CsvLineError;

/** Outcome of {@link parseFreightCoefficients}: every row, or every error. */
export type FreightCoefficientParseResult = CsvParseResult<FreightCoefficient>;

const BAD_DATE = CSV_BAD_DATE;
const BAD_TABLE = 'tabela inválida (esperado A, B, C ou D)';

const text = csvText;
const decimal = csvDecimal;

const FIELD_BY_KEY: Readonly<Record<string, string>> = {
  act: 'ato',
  validFrom: 'vigencia_inicio',
  validTo: 'vigencia_fim',
  table: 'tabela',
  cargoKind: 'tipo_carga',
  axles: 'eixos',
  ccd: 'ccd_brl_km',
  cc: 'cc_brl',
  source: 'fonte',
};

const csvRecordSchema = z
  .object({
    ato: text(),
    vigencia_inicio: text().refine(isIsoDate, { error: BAD_DATE }),
    vigencia_fim: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || isIsoDate(value), { error: BAD_DATE })
      .transform((value) => (value ? value : null)),
    tabela: text()
      .toUpperCase()
      .refine((table) => (FREIGHT_TABLE_IDS as readonly string[]).includes(table), { error: BAD_TABLE }),
    tipo_carga: text().transform((name, ctx) => {
      const kind = normalizeCargoKind(name);
      if (!kind) ctx.issues.push({ code: 'custom', message: 'tipo de carga desconhecido', input: name });
      return kind ?? name;
    }),
    eixos: text().regex(/^\d+$/, { error: 'número de eixos inválido' }).transform(Number),
    ccd_brl_km: decimal('CCD inválido (decimal com ponto, ex.: 7.3547)'),
    cc_brl: decimal('CC inválido (decimal com ponto, ex.: 671.93)'),
    fonte: z.string().trim().optional(),
  })
  .transform((record) => ({
    act: record.ato,
    validFrom: record.vigencia_inicio,
    validTo: record.vigencia_fim,
    table: record.tabela,
    cargoKind: record.tipo_carga,
    axles: record.eixos,
    ccd: record.ccd_brl_km,
    cc: record.cc_brl,
    source: record.fonte ?? '',
  }))
  .pipe(freightCoefficientSchema);

/**
 * Parses records of frete/piso_minimo.csv (columns `ato, vigencia_inicio, vigencia_fim, tabela,
 * tipo_carga, eixos, ccd_brl_km, cc_brl, fonte, nota` as strings keyed by header) into coefficient rows.
 * `tipo_carga` may use either spelling (see `normalizeCargoKind`); an empty `vigencia_fim` means open.
 *
 * Never throws: any bad record, or a repeated (act, table, cargo kind, axles), makes the result a list
 * of errors with line numbers (record `i` is line `i + 2`: one line per record after the header).
 * @example parseFreightCoefficients(readSharedCsv('frete/piso_minimo.csv'))
 */
export function parseFreightCoefficients(records: readonly CsvRecord[]): FreightCoefficientParseResult {
  return parseCsvRecords(records, {
    schema: csvRecordSchema,
    keyOf: (row) => `${row.act}|${row.table}|${row.cargoKind}|${row.axles}`,
    duplicateMessage: 'linha repetida (mesmo ato, tabela, tipo de carga e eixos)',
    columnOf: (key) => FIELD_BY_KEY[key] ?? key,
  });
}
