import type { Auth } from '../schemas/index.ts';
import { ApiError } from './api-error.ts';
import type { ApiResponse } from './api-response.ts';
import type { AuthEndpoints } from './auth-endpoints.ts';
import type { CallOptions } from './http-client.ts';
import { clearSession, storeSession } from './session-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import type { KeyValueStorage } from './storage-keys.ts';

/** The login session kept in storage (SPEC §4 Session). */
export interface Session {
  /**
   * Logs in; on success stores token, email and the first company's branding. Resolves with the
   * answer (an error response, e.g. a 422, shows its `message`); a 401 rejects like every call.
   */
  login(email: string, password: string, options?: CallOptions): Promise<ApiResponse<Auth>>;
  /** Clears token, email and branding. The app then redirects (SSO logout or login). */
  logout(): void;
  /**
   * Checks the stored token on load: refreshes the stored session and resolves with it, or logs
   * out and resolves `null` (no token, an error response, or a 401). A server error or a lost
   * connection rejects and keeps the session.
   */
  validate(options?: CallOptions): Promise<Auth | null>;
  /** Whether a token is stored (logged out means no token). */
  isLoggedIn(): boolean;
}

/** Builds the session helpers on the auth calls and the storage. */
export function createSession(auth: AuthEndpoints, storage: KeyValueStorage): Session {
  return {
    async login(email, password, options) {
      const response = await auth.login({ email, password }, options);
      if (response.success) storeSession(storage, response.data);
      return response;
    },

    logout() {
      clearSession(storage);
    },

    async validate(options) {
      if (!storage.getItem(STORAGE_KEYS.token)) {
        clearSession(storage);
        return null;
      }
      try {
        const response = await auth.validate(options);
        if (response.success) {
          storeSession(storage, response.data);
          return response.data;
        }
      } catch (error) {
        if (!(error instanceof ApiError) || error.kind !== 'unauthorized') throw error;
      }
      clearSession(storage);
      return null;
    },

    isLoggedIn() {
      return Boolean(storage.getItem(STORAGE_KEYS.token));
    },
  };
}
