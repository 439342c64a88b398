import type { Context } from 'hono';
import type { AppEnv } from './endpoint.ts';
import { readFileUpload } from './file-upload.ts';
import { HttpError, invalid } from './http-error.ts';

/** A CSV file sent to an import endpoint: its text and the name its line errors carry. */
export interface CsvUpload {
  text: string;
  file: string;
}

/** pt-BR answer of a body that is neither CSV text nor a multipart form. */
export const CSV_MEDIA_TYPE_MESSAGE =
  'Envie o arquivo CSV no corpo (Content-Type text/csv) ou em multipart/form-data no campo file.';

/** Media types of a body that is the CSV file itself. */
export const CSV_TYPES: ReadonlySet<string> = new Set([
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
]);

function checkedText(text: string): string {
  if (text.includes('\u0000')) throw invalid({ file: 'O arquivo contém caracteres inválidos.' });
  if (text.trim() === '') throw invalid({ file: 'O arquivo CSV está vazio.' });
  return text;
}

/**
 * The text of a CSV file's bytes: UTF-8 (else 422 'O arquivo deve estar em UTF-8.'), not empty and
 * without NUL characters (422 in pt-BR).
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return checkedText(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid({ file: 'O arquivo deve estar em UTF-8.' });
  }
}

/**
 * The CSV file of an import request: the body itself (`text/csv`, also `text/plain`, `application/csv`
 * and `application/vnd.ms-excel`, named `defaultFile`) or the `file` field of a `multipart/form-data`
 * body (named as uploaded), see `readFileUpload`. A missing or empty file, text that is not UTF-8 or
 * holds NUL characters answer 422; another media type 415, all in pt-BR.
 *
 * @example const { text, file } = await readCsvUpload(c, 'pracas.csv');
 */
export async function readCsvUpload(c: Context<AppEnv>, defaultFile: string): Promise<CsvUpload> {
  const upload = await readFileUpload(c, defaultFile, CSV_TYPES, CSV_MEDIA_TYPE_MESSAGE);
  return { text: decodeCsv(upload.bytes), file: upload.file };
}
