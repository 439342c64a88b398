import { z } from 'zod';
import { csvTextRecords } from '../shared/csv-text.ts';
import type { CsvLineError, CsvRecord } from '../shared/csv-records.ts';
import type { VpoStatementLine } from '../schemas/vpo.ts';

/**
 * Columns of a CSV of toll passages (a tag operator's statement), by meaning, with the header names
 * accepted for each (case and accents ignored). Required: when, plaza, plate, value.
 */
export const PASSAGE_COLUMNS = {
  passed_at: ['data_passagem', 'data', 'data_hora', 'passagem'],
  plaza: ['praca', 'nome_praca', 'praca_pedagio'],
  plaza_code: ['codigo_praca', 'codigo', 'codigo_antt'],
  road: ['rodovia'],
  plate: ['placa'],
  tag: ['tag', 'operadora'],
  value: ['valor', 'valor_passagem', 'tarifa'],
  trip_number: ['numero_viagem', 'viagem', 'vpo'],
} as const;

/** pt-BR messages of a passages file that cannot be read. */
export const PASSAGES_CSV_MESSAGES = {
  empty: 'O arquivo não tem passagens.',
  missingColumn: (names: readonly string[]) => `coluna obrigatória ausente: ${names[0]}`,
  badDate: 'data inválida (use DD/MM/AAAA HH:mm ou AAAA-MM-DD HH:mm)',
  badValue: 'valor inválido (use 12,34 ou 12.34)',
  badPlate: 'placa inválida',
  required: 'campo obrigatório ausente',
} as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** `DD/MM/YYYY[ HH:mm[:ss]]` or `YYYY-MM-DD[ HH:mm[:ss]]` as `YYYY-MM-DDTHH:mm:ss` (Brasília wall clock), or null. */
function wallTime(text: string): string | null {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  const parts = br ? [br[3], br[2], br[1], br[4], br[5], br[6]] : iso ? iso.slice(1) : null;
  if (!parts) return null;
  const [year, month, day, hour = '00', minute = '00', second = '00'] = parts as string[];
  const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${year}-${month}-${day}`)
    return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
}

/** `12,34`, `1.234,56`, `12.34` or `R$ 12,34` as reais, or null. */
function reais(text: string): number | null {
  const bare = text.replace(/R\$\s*/i, '').trim();
  const normalized = /,\d{1,2}$/.test(bare) ? bare.replace(/\./g, '').replace(',', '.') : bare;
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100) / 100;
}

const optional = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : null);

const passageSchema = z.object({
  passed_at: z.string({ error: PASSAGES_CSV_MESSAGES.required }).transform((text, ctx) => {
    const time = wallTime(text);
    if (time === null) ctx.addIssue({ code: 'custom', message: PASSAGES_CSV_MESSAGES.badDate });
    return time ?? '';
  }),
  plaza: z.string({ error: PASSAGES_CSV_MESSAGES.required }).trim().min(1, PASSAGES_CSV_MESSAGES.required),
  plaza_code: z.string().optional().transform(optional),
  road: z.string().optional().transform(optional),
  plate: z
    .string({ error: PASSAGES_CSV_MESSAGES.required })
    .transform((text) => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}\d[A-Z0-9]\d{2}$/, PASSAGES_CSV_MESSAGES.badPlate)),
  tag: z.string().optional().transform(optional),
  value: z.string({ error: PASSAGES_CSV_MESSAGES.required }).transform((text, ctx) => {
    const value = reais(text);
    if (value === null) ctx.addIssue({ code: 'custom', message: PASSAGES_CSV_MESSAGES.badValue });
    return value ?? 0;
  }),
  trip_number: z.string().optional().transform(optional),
});

/** Outcome of {@link parsePassagesCsv}: the passages, or every line error (a bad file is not half-read). */
export type PassagesCsvResult =
  { success: true; lines: VpoStatementLine[] } | { success: false; errors: CsvLineError[] };

/**
 * Reads a CSV of toll passages: `;` or `,` separated (whichever the header uses), UTF-8, a header with
 * the columns of {@link PASSAGE_COLUMNS} (any of the names; case and accents ignored), dates
 * `DD/MM/AAAA HH:mm` or ISO, values with a decimal comma or dot.
 *
 * @example parsePassagesCsv('data;praca;placa;valor\n02/09/2026 10:15;Praça Teste;BRA2E19;41,40')
 */
export function parsePassagesCsv(text: string): PassagesCsvResult {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const headerLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator = (headerLine.match(/;/g)?.length ?? 0) > (headerLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records = csvTextRecords(body, separator).filter((record) =>
    Object.values(record).some((value) => value !== undefined && value.trim() !== ''),
  );
  if (records.length === 0)
    return { success: false, errors: [{ line: 1, field: null, message: PASSAGES_CSV_MESSAGES.empty }] };
  const header = Object.keys(records[0]!);
  const columnOf = new Map<string, string>();
  for (const [meaning, names] of Object.entries(PASSAGE_COLUMNS)) {
    const found = header.find((name) => (names as readonly string[]).includes(fold(name)));
    if (found !== undefined) columnOf.set(meaning, found);
  }
  const missing = (['passed_at', 'plaza', 'plate', 'value'] as const).filter(
    (meaning) => !columnOf.has(meaning),
  );
  if (missing.length > 0) {
    return {
      success: false,
      errors: missing.map((meaning) => ({
        line: 1,
        field: PASSAGE_COLUMNS[meaning][0],
        message: PASSAGES_CSV_MESSAGES.missingColumn(PASSAGE_COLUMNS[meaning]),
      })),
    };
  }
  const lines: VpoStatementLine[] = [];
  const errors: CsvLineError[] = [];
  records.forEach((record: CsvRecord, index) => {
    const input = Object.fromEntries([...columnOf].map(([meaning, column]) => [meaning, record[column]]));
    const parsed = passageSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const meaning = String(issue.path[0] ?? '');
        errors.push({ line: index + 2, field: columnOf.get(meaning) ?? meaning, message: issue.message });
      }
      return;
    }
    lines.push(parsed.data);
  });
  return errors.length > 0 ? { success: false, errors } : { success: true, lines };
}
