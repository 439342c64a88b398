import type { Context } from 'hono';
import type { AppEnv } from './endpoint.ts';
import { HttpError, invalid } from './http-error.ts';

/** A CSV file sent to an import endpoint: its text and the name its line errors carry. */
export interface CsvUpload {
  text: string;
  file: string;
}

/** pt-BR answer of a body that is neither CSV text nor a multipart form. */
export const CSV_MEDIA_TYPE_MESSAGE =
  'Envie o arquivo CSV no corpo (Content-Type text/csv) ou em multipart/form-data no campo file.';

const CSV_TYPES = new Set(['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel']);
const MAX_FILE_NAME = 200;

function checkedText(text: string): string {
  if (text.includes('\u0000')) throw invalid({ file: 'O arquivo contém caracteres inválidos.' });
  if (text.trim() === '') throw invalid({ file: 'O arquivo CSV está vazio.' });
  return text;
}

function decodeUtf8(bytes: ArrayBuffer): string {
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
 * body (named as uploaded). The size is bounded by the app's body limit (413). A missing or empty file,
 * text that is not UTF-8 or holds NUL characters answer 422; another media type 415, all in pt-BR.
 *
 * @example const { text, file } = await readCsvUpload(c, 'pracas.csv');
 */
export async function readCsvUpload(c: Context<AppEnv>, defaultFile: string): Promise<CsvUpload> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (CSV_TYPES.has(mediaType)) {
    return { text: decodeUtf8(await c.req.arrayBuffer()), file: defaultFile };
  }
  if (mediaType !== 'multipart/form-data') throw new HttpError(415, CSV_MEDIA_TYPE_MESSAGE);
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw invalid({ file: 'Formulário multipart inválido.' });
  }
  const field = form['file'];
  const value = Array.isArray(field) ? (field.length === 1 ? field[0] : undefined) : field;
  if (value === undefined) {
    throw invalid({ file: Array.isArray(field) ? 'Envie um único arquivo.' : 'Esse campo é obrigatório' });
  }
  if (typeof value === 'string') return { text: checkedText(value), file: defaultFile };
  const name = value.name.trim().slice(0, MAX_FILE_NAME) || defaultFile;
  return { text: decodeUtf8(await value.arrayBuffer()), file: name };
}
