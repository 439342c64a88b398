import type { Context } from 'hono';
import type { AppEnv } from './endpoint.ts';
import { HttpError, invalid } from './http-error.ts';

/** A file sent to an upload endpoint: its bytes, the name its errors carry and its media type. */
export interface FileUpload {
  bytes: Uint8Array;
  file: string;
  /** Media type of the body, or of the multipart file part ('' when not told). */
  type: string;
}

const MAX_FILE_NAME = 200;

/**
 * The file of an upload request: the body itself when its media type is one of `bodyTypes` (named
 * `defaultFile`), or the `file` field of a `multipart/form-data` body (named as uploaded; a text field
 * is taken as the file's text). A missing field or several files answer 422; another media type 415
 * with `mediaTypeMessage`, all in pt-BR. The size is bounded by the app's body limit (413).
 *
 * @example const { bytes, file } = await readFileUpload(c, 'placas.csv', new Set(['text/csv']), 'Envie um CSV.');
 */
export async function readFileUpload(
  c: Context<AppEnv>,
  defaultFile: string,
  bodyTypes: ReadonlySet<string>,
  mediaTypeMessage: string,
): Promise<FileUpload> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (bodyTypes.has(mediaType)) {
    return { bytes: new Uint8Array(await c.req.arrayBuffer()), file: defaultFile, type: mediaType };
  }
  if (mediaType !== 'multipart/form-data') throw new HttpError(415, mediaTypeMessage);
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
  if (typeof value === 'string') {
    return { bytes: new TextEncoder().encode(value), file: defaultFile, type: 'text/plain' };
  }
  const name = value.name.trim().slice(0, MAX_FILE_NAME) || defaultFile;
  return { bytes: new Uint8Array(await value.arrayBuffer()), file: name, type: value.type.toLowerCase() };
}
