import type { Context } from 'hono';
import type { LogoContentType } from '@freight/core';
import { LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, MSG_FIELD_REQUIRED } from '@freight/core';
import type { AppEnv } from '../../http/endpoint.ts';
import { HttpError, invalid } from '../../http/http-error.ts';

/** An uploaded logo, its type read from its bytes. */
export interface LogoImage {
  bytes: Uint8Array;
  contentType: LogoContentType;
}

/** pt-BR answer (415) of a logo upload that is not a multipart form. */
export const LOGO_MEDIA_TYPE_MESSAGE = 'Envie o logo em multipart/form-data no campo logo.';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type of `bytes` by their signature (PNG, JPEG, WebP), whatever the upload declared; `undefined`
 * for anything else (SVG, which can carry script, GIF, text).
 *
 * @example logoContentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 */
export function logoContentType(bytes: Uint8Array): LogoContentType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/**
 * The `logo` file of a `multipart/form-data` request: at most `LOGO_MAX_BYTES` (422 'O logo deve ter no
 * máximo 512 kB.'), a PNG, JPEG or WebP by its bytes (422 'O logo deve ser uma imagem PNG, JPEG ou WebP.'),
 * one file (422); another media type answers 415. The whole body is bounded by the app's body limit (413).
 */
export async function readLogoUpload(c: Context<AppEnv>): Promise<LogoImage> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'multipart/form-data') throw new HttpError(415, LOGO_MEDIA_TYPE_MESSAGE);
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw invalid({ logo: 'Formulário multipart inválido.' });
  }
  const field = form['logo'];
  if (field === undefined) throw invalid({ logo: MSG_FIELD_REQUIRED });
  if (Array.isArray(field)) throw invalid({ logo: 'Envie um único arquivo.' });
  if (typeof field === 'string') throw invalid({ logo: LOGO_TYPE_MESSAGE });
  if (field.size > LOGO_MAX_BYTES) throw invalid({ logo: LOGO_SIZE_MESSAGE });
  const bytes = new Uint8Array(await field.arrayBuffer());
  const contentType = logoContentType(bytes);
  if (!contentType) throw invalid({ logo: LOGO_TYPE_MESSAGE });
  return { bytes, contentType };
}
