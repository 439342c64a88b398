import { z } from 'zod';

/** A rejected CSV record: its line in the file (header = line 1), the column at fault and a pt-BR message. */
export interface CsvLineError {
  line: number;
  field: string | null;
  message: string;
}

/** Outcome of {@link parseCsvRecords}: every row, or every error (nothing of a bad file is half-taken). */
export type CsvParseResult<T> = { success: true; rows: T[] } | { success: false; errors: CsvLineError[] };

/** A CSV record as strings keyed by the header's column names. */
export type CsvRecord = Readonly<Record<string, string | undefined>>;

/** pt-BR message of a column missing from a record. */
export const CSV_MISSING_FIELD = 'campo obrigatório ausente';

/** pt-BR message of a date that is not `yyyy-MM-dd`. */
export const CSV_BAD_DATE = 'data inválida (esperado AAAA-MM-DD)';

/** A required trimmed text column. */
export const csvText = () => z.string({ error: CSV_MISSING_FIELD }).trim();

/** A decimal column written with a dot (`10.55`), as a number; `message` when it is not one. */
export const csvDecimal = (message: string) =>
  csvText()
    .regex(/^\d+(\.\d+)?$/, { error: message })
    .transform(Number);

/** How {@link parseCsvRecords} reads one file's records. */
export interface CsvRecordsSpec<T> {
  /** Validates one record and maps it to a row. */
  schema: z.ZodType<T, CsvRecord>;
  /** The identity of a row: two rows with the same key are a repeated line. */
  keyOf: (row: T) => string;
  /** pt-BR message of a repeated line. */
  duplicateMessage: string;
  /** The column name of a schema issue's first path element, when the row's field names differ. */
  columnOf?: (key: string) => string;
}

/**
 * Validates every record of a CSV file. Never throws: any bad record, or a repeated key, makes the result
 * a list of errors with line numbers (record `i` is line `i + 2`: one line per record after the header).
 *
 * @example parseCsvRecords(readSharedCsv('pedagios/tarifas.csv'), { schema, keyOf, duplicateMessage })
 */
export function parseCsvRecords<T>(
  records: readonly CsvRecord[],
  spec: CsvRecordsSpec<T>,
): CsvParseResult<T> {
  const rows: T[] = [];
  const errors: CsvLineError[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const line = index + 2;
    const parsed = spec.schema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        const field = typeof key === 'string' ? (spec.columnOf?.(key) ?? key) : null;
        errors.push({ line, field, message: issue.message });
      }
      return;
    }
    const key = spec.keyOf(parsed.data);
    if (seen.has(key)) {
      errors.push({ line, field: null, message: spec.duplicateMessage });
      return;
    }
    seen.add(key);
    rows.push(parsed.data);
  });
  return errors.length > 0 ? { success: false, errors } : { success: true, rows };
}
