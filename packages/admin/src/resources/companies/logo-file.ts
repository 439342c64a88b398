import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from '@freight/core';

/**
 * Why a chosen logo file would be refused (core's rules: PNG, JPEG or WebP, at most 512 kB), before it
 * is sent; `null` when it may go. The server checks the bytes again and has the last word.
 */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) return LOGO_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE;
  return null;
}

/** The pt-BR message of a refused upload: the server's under `logo` (422), else its message. */
export function logoErrorMessage(error: unknown): string {
  const body = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body;
  const field = body?.errors?.logo;
  if (typeof field === 'string' && field !== '') return field;
  return error instanceof Error && error.message !== '' ? error.message : 'Ocorreu um erro.';
}
