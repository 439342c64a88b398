import {
  FORBIDDEN_MESSAGE,
  SERVER_ERROR_DETAILS,
  SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
  UNAUTHORIZED_MESSAGE,
} from './api-messages.ts';
import { fieldErrorsSchema } from '../schemas/index.ts';
import type { FieldErrors } from '../schemas/index.ts';
import type { ApiFailure, ApiSuccess } from './api-response.ts';
import { isSubscriptionStatus } from './subscription-status.ts';
import type { SubscriptionStatus } from './subscription-status.ts';

/**
 * Which row of the SPEC §8 catalogue an answer falls in, i.e. what the client does besides answering:
 * - `success`: resolved as is;
 * - `client-error`, `forbidden`: resolved as an error response;
 * - `subscription`: the subscription callback is called, then resolved as an error response;
 * - `unauthorized`: the token is removed, the redirect callback is called, then rejected;
 * - `server-error`, `network-error`: logged as a server error, then rejected.
 */
export type ResponseOutcome =
  | 'success'
  | 'client-error'
  | 'forbidden'
  | 'subscription'
  | 'unauthorized'
  | 'server-error'
  | 'network-error';

/** The wrapped answer and its catalogue row. */
export type NormalizedResponse =
  | { outcome: 'success'; response: ApiSuccess<unknown> }
  | { outcome: 'subscription'; status: SubscriptionStatus; response: ApiFailure }
  | { outcome: Exclude<ResponseOutcome, 'success' | 'subscription'>; response: ApiFailure };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function detailsOf(value: unknown): string | FieldErrors | null {
  if (typeof value === 'string') return value === '' ? null : value;
  const fieldErrors = fieldErrorsSchema.safeParse(value);
  return fieldErrors.success ? fieldErrors.data : null;
}

function present(value: unknown): unknown {
  return value === undefined ? null : value;
}

function failure(status: number, body: unknown, message: string, title: string | null): ApiFailure {
  const fields = isRecord(body) ? body : {};
  return {
    success: false,
    statusCode: status,
    message,
    title,
    details: detailsOf(fields['details']),
    data: present(fields['data']),
    error: present(fields['error']),
  };
}

function success(status: number, body: unknown): NormalizedResponse {
  if (!isRecord(body) || typeof body['statusCode'] !== 'number') {
    return {
      outcome: 'success',
      response: {
        success: true,
        statusCode: status,
        message: '',
        title: null,
        details: null,
        data: present(body),
        error: null,
      },
    };
  }
  const statusCode = body['statusCode'];
  const ok = typeof body['success'] === 'boolean' ? body['success'] : statusCode < 400;
  const fields = {
    statusCode,
    message: text(body['message']) ?? '',
    title: text(body['title']) ?? null,
    details: detailsOf(body['details']),
    data: present(body['data']),
    error: present(body['error']),
  };
  if (ok) return { outcome: 'success', response: { ...fields, success: true } };
  return {
    outcome: 'client-error',
    response: { ...fields, message: fields.message || SERVER_ERROR_MESSAGE, success: false },
  };
}

/**
 * Wraps one HTTP answer in the response wrapper, following SPEC §8 "General". Pure: the side effects
 * (log, token removal, redirect, subscription dialog) are the client's, chosen by `outcome`.
 *
 * - status 0 or ≥ 500: message, details, data and error from the body when present, else 'Ocorreu um
 *   erro.' / 'Contate o suporte caso o erro persista.'; title always 'Erro!';
 * - 401: the body's message, else 'Login Inválido';
 * - 403: always 'Você não tem permissão para acessar este recurso.';
 * - other 4xx (402, 423 and 429 included): the body's message, title, details, data and error;
 * - < 400: a body without a numeric `statusCode` becomes `data` of a success with the HTTP status;
 *   a wrapper body is kept (its `success: false` makes it a `client-error`).
 *
 * @param status HTTP status, 0 when no answer arrived.
 * @param body the parsed body (JSON value, text, or `undefined`).
 */
export function normalizeResponse(status: number, body: unknown): NormalizedResponse {
  if (status > 0 && status < 400) return success(status, body);
  const fields = isRecord(body) ? body : {};
  const message = text(fields['message']);
  const title = text(fields['title']) ?? null;
  if (status === 0 || status >= 500) {
    return {
      outcome: status === 0 ? 'network-error' : 'server-error',
      response: {
        ...failure(status, body, message ?? SERVER_ERROR_MESSAGE, SERVER_ERROR_TITLE),
        details: detailsOf(fields['details']) ?? SERVER_ERROR_DETAILS,
      },
    };
  }
  if (status === 401) {
    return {
      outcome: 'unauthorized',
      response: failure(status, body, message ?? UNAUTHORIZED_MESSAGE, title),
    };
  }
  if (status === 403)
    return { outcome: 'forbidden', response: failure(status, body, FORBIDDEN_MESSAGE, title) };
  const response = failure(status, body, message ?? SERVER_ERROR_MESSAGE, title);
  if (isSubscriptionStatus(status)) return { outcome: 'subscription', status, response };
  return { outcome: 'client-error', response };
}
