import type { ApiErrorKind } from './api-error.ts';
import type { ApiFailure } from './api-response.ts';
import type { SubscriptionStatus } from './subscription-status.ts';
import type { KeyValueStorage } from './storage-keys.ts';

/**
 * Where a 401 sends the user: the login page, or, for a download when `ssoLogoutUrl` is configured,
 * the single sign-on logout address (SPEC §8).
 */
export type UnauthorizedRedirect = { to: 'login' } | { to: 'sso-logout'; url: string };

/** What the client reports when a call fails on the server side (SPEC §8 "logged as a server error"). */
export interface ServerErrorLog {
  /**
   * `network` (status 0), `server` (≥ 500), `invalid-response` (data not matching its schema), or
   * `ignored` (an error response that an endpoint swallows, e.g. the plate tags giving `[]`).
   */
  kind: Exclude<ApiErrorKind, 'unauthorized'> | 'ignored';
  /** HTTP method, upper case. */
  method: string;
  /** Request path, without base URL or query string. */
  path: string;
  /** The wrapped failure that is rejected. */
  response: ApiFailure;
  /** The underlying error (network error, zod error), when there is one. */
  cause?: unknown;
}

/** Everything the API client needs from its environment; nothing is read from globals. */
export interface ApiClientOptions {
  /** Prefix of every path. Default `''`: the site root (SPEC §7). */
  baseURL?: string;
  /** The `fetch` implementation (`globalThis.fetch` in the browser, a fake server in tests). */
  fetch: typeof globalThis.fetch;
  /** Where the token, email and branding live (`localStorage` in the browser). */
  storage: KeyValueStorage;
  /** Called on a 401 after the token was removed: the app redirects (SPEC §4 Session). */
  onUnauthorized: (redirect: UnauthorizedRedirect) => void;
  /** Called on 402 (subscribe), 423 (subscription overdue) or 429 (fair use); the app opens the dialog. */
  onSubscriptionStatus: (status: SubscriptionStatus) => void;
  /**
   * Called on a 403 with its response (message 'Você não tem permissão para acessar este recurso.');
   * the app shows the message. The call still resolves with that error response.
   */
  onForbidden?: (response: ApiFailure) => void;
  /** Logger of server errors (status 0, ≥ 500, invalid data) and swallowed failures. Default: none. */
  onServerError?: (log: ServerErrorLog) => void;
  /** Single sign-on logout address; a 401 on a download redirects there when set. */
  ssoLogoutUrl?: string;
  /** Time-out of each request in milliseconds. Default: none (SPEC §7). */
  timeout?: number;
}
