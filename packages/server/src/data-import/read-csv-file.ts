import { csvRows } from '@freight/core';
import type { CsvLineError, CsvRecord } from '@freight/core';
import type { CsvImportError } from './csv-import-error.ts';

/** The records of a CSV file with the line each one starts on. */
export interface CsvFile {
  /** Column names of the header row (trimmed). */
  header: string[];
  /** One record per non-blank line after the header, keyed by column name. */
  records: CsvRecord[];
  /** `lines[i]`: the line of the file (header = 1) where `records[i]` starts. */
  lines: number[];
}

/** What a file must have. */
export interface CsvFileSpec {
  /** File name for the errors (as the user knows it, e.g. `pedagios/pracas.csv`). */
  file: string;
  /** Columns the header must name. */
  required: readonly string[];
  /** Whether a file without any line (zero bytes) is valid: then it has no records. */
  allowEmpty?: boolean;
}

/**
 * The line each CSV row starts on, splitting rows exactly as core's `csvRows` does (quoted fields may
 * span lines; `\n`, `\r\n` and `\r` end a line).
 */
function rowStartLines(text: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let rowStart = 1;
  let quoted = false;
  let fieldLength = 0;
  let cells = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const newline = ch === '\n' || ch === '\r';
    if (newline && ch === '\r' && text[i + 1] === '\n') i++;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        i++;
        fieldLength++;
      } else if (ch === '"') quoted = false;
      else fieldLength++;
      if (newline) line++;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells++;
      fieldLength = 0;
    } else if (newline) {
      starts.push(rowStart);
      line++;
      rowStart = line;
      cells = 0;
      fieldLength = 0;
    } else fieldLength++;
  }
  if (fieldLength > 0 || cells > 0) starts.push(rowStart);
  return starts;
}

const isBlank = (cells: readonly string[]): boolean => cells.length === 1 && cells[0]!.trim() === '';

/**
 * Reads CSV text (RFC 4180, header row, optional byte-order mark) into records keyed by the header, with
 * the line of each record. Blank lines are skipped. A header lacking a required column, or a line with more
 * fields than the header (usually a comma in an unquoted field), is an error with its line.
 *
 * @example readCsvFile(text, { file: 'municipios/estados.csv', required: ['codigo_uf', 'uf'] })
 */
export function readCsvFile(
  text: string,
  spec: CsvFileSpec,
): { ok: true; csv: CsvFile } | { ok: false; errors: CsvImportError[] } {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows = csvRows(body);
  const starts = rowStartLines(body);
  const lineOf = (index: number): number => (starts.length === rows.length ? starts[index]! : index + 1);
  const headerIndex = rows.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) {
    if (spec.allowEmpty) return { ok: true, csv: { header: [], records: [], lines: [] } };
    return { ok: false, errors: [{ file: spec.file, line: 1, message: 'arquivo vazio (sem cabeçalho)' }] };
  }
  const header = rows[headerIndex]!.map((name) => name.trim());
  const missing = spec.required.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    return {
      ok: false,
      errors: [
        {
          file: spec.file,
          line: lineOf(headerIndex),
          message: `cabeçalho sem a(s) coluna(s) obrigatória(s): ${missing.join(', ')}`,
        },
      ],
    };
  }
  const errors: CsvImportError[] = [];
  const records: CsvRecord[] = [];
  const lines: number[] = [];
  rows.forEach((cells, index) => {
    if (index <= headerIndex || isBlank(cells)) return;
    if (cells.length > header.length) {
      errors.push({
        file: spec.file,
        line: lineOf(index),
        message: `${cells.length} campos, o cabeçalho tem ${header.length} (vírgula em campo sem aspas?)`,
      });
      return;
    }
    const record: Record<string, string | undefined> = {};
    header.forEach((name, i) => {
      record[name] = cells[i];
    });
    records.push(record);
    lines.push(lineOf(index));
  });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, csv: { header, records, lines } };
}

/**
 * Errors of core's `parseCsvRecords` (record `i` reported as line `i + 2`) as import errors on the file's
 * real lines, the column named in the message.
 */
export function fileLineErrors(
  file: string,
  csv: CsvFile,
  errors: readonly CsvLineError[],
): CsvImportError[] {
  return errors.map((error) => ({
    file,
    line: csv.lines[error.line - 2] ?? error.line,
    message: error.field ? `${error.field}: ${error.message}` : error.message,
  }));
}
