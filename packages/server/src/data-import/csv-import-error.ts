/**
 * A rejected line of a CSV file: `line` as a user sees it in an editor (the header is line 1; a quoted
 * field spanning lines counts them all; `0` = the file as a whole) and a pt-BR message naming the column.
 */
export interface CsvImportError {
  file: string;
  line: number;
  message: string;
}
