import type { CsvImportError } from './csv-import-error.ts';

/** Most line errors an import returns; the rest are counted in one more entry. */
export const MAX_IMPORT_ERRORS = 100;

/**
 * The first {@link MAX_IMPORT_ERRORS} errors, plus one entry counting the others (on the line of the first
 * one left out), so a file with thousands of bad lines gives a readable answer.
 */
export function capImportErrors(errors: readonly CsvImportError[]): CsvImportError[] {
  if (errors.length <= MAX_IMPORT_ERRORS) return [...errors];
  const rest = errors.length - MAX_IMPORT_ERRORS;
  const first = errors[MAX_IMPORT_ERRORS]!;
  return [
    ...errors.slice(0, MAX_IMPORT_ERRORS),
    {
      file: first.file,
      line: first.line,
      message: `mais ${rest} erro(s) não listado(s), o primeiro nesta linha`,
    },
  ];
}
