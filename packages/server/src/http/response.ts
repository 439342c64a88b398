import type { FieldErrors } from '@freight/core';

/** The API response wrapper of SPEC §3, as every endpoint answers it. */
export interface ResponseBody<T> {
  success: boolean;
  statusCode: number;
  message: string;
  title: string | null;
  details: string | FieldErrors | null;
  data: T | null;
  error: unknown;
}

/** A successful answer wrapping `data`. */
export function successBody<T>(data: T, statusCode = 200, message = 'OK'): ResponseBody<T> {
  return { success: true, statusCode, message, title: null, details: null, data, error: null };
}

/** An error answer with a pt-BR message (SPEC §8); `details` is a text or, on a 422, field → message. */
export function errorBody(
  statusCode: number,
  message: string,
  details: string | FieldErrors | null = null,
  error: unknown = null,
): ResponseBody<null> {
  return { success: false, statusCode, message, title: 'Erro!', details, data: null, error };
}
