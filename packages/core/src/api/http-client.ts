import { ofetch } from 'ofetch';
import type { z } from 'zod';
import { linkAbortSignals } from './abort-signals.ts';
import type { ApiClientOptions, ServerErrorLog } from './api-client-options.ts';
import { ApiError } from './api-error.ts';
import { SERVER_ERROR_DETAILS, SERVER_ERROR_MESSAGE, SERVER_ERROR_TITLE } from './api-messages.ts';
import type { ApiFailure, ApiResponse } from './api-response.ts';
import { filenameFromContentDisposition } from './content-disposition.ts';
import { normalizeResponse } from './normalize-response.ts';
import type { NormalizedResponse } from './normalize-response.ts';
import { compactQuery } from './query-params.ts';
import type { QueryParams } from './query-params.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Options every endpoint function accepts. */
export interface CallOptions {
  /** Aborts the call; an aborted call rejects with the signal's reason (no log, no dialog). */
  signal?: AbortSignal;
}

/** One JSON call. */
export interface RequestOptions<T> extends CallOptions {
  /** Default `GET`. */
  method?: HttpMethod;
  /** Query-string filters; unset ones (`undefined`, `null`, `''`) are omitted. */
  query?: QueryParams;
  /** JSON body, or a form (`FormData`, sent as `multipart/form-data`: file uploads). */
  body?: Record<string, unknown> | FormData;
  /**
   * Schema of `data` on success (`z.unknown()` for an answer passed on as is); a mismatch rejects with
   * 'Ocorreu um erro.' (kind `invalid-response`).
   */
  schema: z.ZodType<T>;
}

/** One download call. */
export interface DownloadOptions extends CallOptions {
  /** Query-string filters; unset ones are omitted. */
  query?: QueryParams;
}

/** A downloaded file. */
export interface DownloadedFile {
  /** The file content. */
  blob: Blob;
  /** File name announced by `Content-Disposition`, `null` when none. */
  filename: string | null;
  /** `Content-Type` of the answer, `''` when none. */
  contentType: string;
}

/** The two clients of SPEC §7: JSON calls and file downloads, both under the SPEC §8 catalogue. */
export interface HttpClient {
  /**
   * Sends a JSON call. Resolves with a success (data parsed by `schema`) or a 4xx error response;
   * rejects with {@link ApiError} on status 0, ≥ 500, 401 or a schema mismatch.
   */
  request<T>(path: string, options: RequestOptions<T>): Promise<ApiResponse<T>>;
  /**
   * Downloads a file (blob answer). A failed answer's blob is read as JSON to get the error; a 401
   * redirects to the SSO logout address when configured. Same resolve/reject rules as `request`.
   */
  download(path: string, options?: DownloadOptions): Promise<ApiResponse<DownloadedFile>>;
  /** Passes an entry to the injected server-error logger (for failures an endpoint swallows). */
  report(entry: ServerErrorLog): void;
}

interface RawAnswer {
  status: number;
  body: unknown;
  headers: Headers | null;
  cause?: unknown;
}

interface Exchange extends DownloadOptions {
  method: HttpMethod;
  body?: Record<string, unknown> | FormData;
  responseType: 'json' | 'blob';
}

async function readErrorBlob(body: unknown): Promise<unknown> {
  if (!(body instanceof Blob)) return body;
  const text = await body.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Builds the JSON and download clients on `ofetch`: bearer token read from storage at each request,
 * JSON sent and accepted, no retry, time-out only when configured, and the SPEC §8 side effects
 * (server-error log, token removal and redirect on 401, subscription callback on 402/423/429).
 */
export function createHttpClient(options: ApiClientOptions): HttpClient {
  const $fetch = ofetch.create(
    { baseURL: options.baseURL ?? '', retry: false, ignoreResponseError: true },
    { fetch: options.fetch },
  );

  async function exchange(path: string, call: Exchange): Promise<RawAnswer> {
    const headers: Record<string, string> = {};
    if (call.responseType === 'json') headers['Accept'] = 'application/json';
    const token = options.storage.getItem(STORAGE_KEYS.token);
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const linked = linkAbortSignals(call.signal, options.timeout);
    try {
      const response = await $fetch.raw<unknown, 'json' | 'blob'>(path, {
        method: call.method,
        query: compactQuery(call.query),
        body: call.body,
        headers,
        signal: linked.signal,
        responseType: call.responseType,
      });
      const body = response.status >= 400 ? await readErrorBlob(response._data) : response._data;
      return { status: response.status, body, headers: response.headers };
    } catch (cause) {
      if (call.signal?.aborted) throw call.signal.reason;
      return { status: 0, body: undefined, headers: null, cause };
    } finally {
      linked.dispose();
    }
  }

  function log(entry: ServerErrorLog): void {
    options.onServerError?.(entry);
  }

  function settle(
    normalized: NormalizedResponse,
    context: { method: HttpMethod; path: string; download: boolean; cause?: unknown },
  ): ApiResponse<unknown> {
    switch (normalized.outcome) {
      case 'success':
      case 'client-error':
        return normalized.response;
      case 'forbidden':
        options.onForbidden?.(normalized.response);
        return normalized.response;
      case 'subscription':
        options.onSubscriptionStatus(normalized.status);
        return normalized.response;
      case 'unauthorized': {
        options.storage.removeItem(STORAGE_KEYS.token);
        const sso = context.download ? options.ssoLogoutUrl : undefined;
        options.onUnauthorized(sso ? { to: 'sso-logout', url: sso } : { to: 'login' });
        throw new ApiError('unauthorized', normalized.response);
      }
      default: {
        const kind = normalized.outcome === 'network-error' ? 'network' : 'server';
        log({
          kind,
          method: context.method,
          path: context.path,
          response: normalized.response,
          cause: context.cause,
        });
        throw new ApiError(kind, normalized.response, { cause: context.cause });
      }
    }
  }

  function parseData<T>(
    response: ApiResponse<unknown>,
    schema: z.ZodType<T>,
    context: { method: HttpMethod; path: string },
  ): ApiResponse<T> {
    if (!response.success) return response;
    const parsed = schema.safeParse(response.data);
    if (parsed.success) return { ...response, data: parsed.data };
    const failure: ApiFailure = {
      success: false,
      statusCode: response.statusCode,
      message: SERVER_ERROR_MESSAGE,
      title: SERVER_ERROR_TITLE,
      details: SERVER_ERROR_DETAILS,
      data: response.data,
      error: parsed.error.issues,
    };
    log({ kind: 'invalid-response', ...context, response: failure, cause: parsed.error });
    throw new ApiError('invalid-response', failure, { cause: parsed.error });
  }

  return {
    report: log,

    async request<T>(path: string, call: RequestOptions<T>): Promise<ApiResponse<T>> {
      const method = call.method ?? 'GET';
      const answer = await exchange(path, { ...call, method, responseType: 'json' });
      const response = settle(normalizeResponse(answer.status, answer.body), {
        method,
        path,
        download: false,
        cause: answer.cause,
      });
      return parseData(response, call.schema, { method, path });
    },

    async download(path: string, call: DownloadOptions = {}): Promise<ApiResponse<DownloadedFile>> {
      const answer = await exchange(path, { ...call, method: 'GET', responseType: 'blob' });
      const response = settle(normalizeResponse(answer.status, answer.body), {
        method: 'GET',
        path,
        download: true,
        cause: answer.cause,
      });
      if (!response.success) return response;
      const blob = answer.body instanceof Blob ? answer.body : new Blob([]);
      return {
        success: true,
        statusCode: answer.status,
        message: '',
        title: null,
        details: null,
        error: null,
        data: {
          blob,
          filename: filenameFromContentDisposition(answer.headers?.get('content-disposition')),
          contentType: answer.headers?.get('content-type') ?? blob.type,
        },
      };
    },
  };
}
