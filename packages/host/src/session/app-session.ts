import {
  ApiError,
  fieldErrors,
  loginRequestSchema,
  ROUTE_SEARCH_OFFLINE_MESSAGE,
  ROUTE_SEARCH_OFFLINE_TITLE,
  SERVER_ERROR_MESSAGE,
  STORAGE_KEYS,
} from '@freight/core';
import type { ApiClient, Auth, KeyValueStorage } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** The login form: field messages, the refusal shown above the button, and whether it is sending. */
export interface LoginFormState {
  readonly submitting: boolean;
  /** pt-BR message per field ('Esse campo é obrigatório'). */
  readonly errors: Readonly<Record<string, string>>;
  /** Why the login failed (server text: wrong password, too many attempts; or no connection). */
  readonly failure: string | null;
}

/** The app's session (SPEC §4 Session): the token, the validated user, login and logout. */
export interface AppSession {
  /** The stored token, `null` when logged out. */
  readonly $token: ReadableAtom<string | null>;
  /** The user as the last login or validation answered, `null` while unknown or logged out. */
  readonly $auth: ReadableAtom<Auth | null>;
  /** Whether the validation of a stored token on load is still running. */
  readonly $validating: ReadableAtom<boolean>;
  /**
   * Why the last validation could not tell whether the session holds (a server error or no connection),
   * `null` when it could; the pages that need the user offer to try again.
   */
  readonly $validationFailure: ReadableAtom<string | null>;
  readonly $loginForm: ReadableAtom<LoginFormState>;
  /**
   * Validates the stored token (`GET /api/auth/validate`): refreshes the session, or logs out when the
   * server refuses it. A server error or lost connection keeps the session (the pages retry their calls).
   */
  validate(): Promise<void>;
  /** Checks the fields, then logs in; resolves whether the user is now logged in. */
  login(email: string, password: string): Promise<boolean>;
  /**
   * Logs out: ends this session on the server (`everywhere`: every session of the user, on every
   * device), then clears the stored data. A failing call still logs out here.
   */
  logout(everywhere?: boolean): Promise<void>;
  /** Forgets the session after a 401 (the API client already removed the token). */
  expired(): void;
}

const READY: LoginFormState = { submitting: false, errors: {}, failure: null };

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.statusCode === 0) {
    return `${ROUTE_SEARCH_OFFLINE_TITLE}: ${ROUTE_SEARCH_OFFLINE_MESSAGE}`;
  }
  if (error instanceof ApiError) return error.response.message || SERVER_ERROR_MESSAGE;
  return SERVER_ERROR_MESSAGE;
}

/** Creates the session over the API client and the storage it reads the token from. */
export function createAppSession(api: ApiClient, storage: KeyValueStorage): AppSession {
  const $token = atom<string | null>(storage.getItem(STORAGE_KEYS.token));
  const $auth = atom<Auth | null>(null);
  const $validating = atom(false);
  const $validationFailure = atom<string | null>(null);
  const $loginForm = atom<LoginFormState>(READY);

  const forget = (): void => {
    api.session.logout();
    $auth.set(null);
    $token.set(null);
  };

  return {
    $token,
    $auth,
    $validating,
    $validationFailure,
    $loginForm,

    async validate() {
      if (!api.session.isLoggedIn()) {
        forget();
        return;
      }
      $validating.set(true);
      $validationFailure.set(null);
      try {
        const auth = await api.session.validate();
        if (auth) {
          $auth.set(auth);
          $token.set(auth.token);
        } else forget();
      } catch (error) {
        // A server error or no connection: the session stays, and the pages offer to try again.
        $validationFailure.set(failureText(error));
      } finally {
        $validating.set(false);
      }
    },

    async login(email, password) {
      const parsed = loginRequestSchema.safeParse({ email, password });
      if (!parsed.success) {
        $loginForm.set({ ...READY, errors: fieldErrors(parsed.error) });
        return false;
      }
      $loginForm.set({ ...READY, submitting: true });
      try {
        const answer = await api.session.login(parsed.data.email, parsed.data.password);
        if (answer.success) {
          $auth.set(answer.data);
          $token.set(answer.data.token);
          $loginForm.set(READY);
          return true;
        }
        $loginForm.set({ ...READY, failure: answer.message || SERVER_ERROR_MESSAGE });
      } catch (error) {
        $loginForm.set({ ...READY, failure: failureText(error) });
      }
      return false;
    },

    async logout(everywhere = false) {
      try {
        await (everywhere ? api.auth.logoutAll() : api.auth.logout());
      } catch {
        // The token is dropped here whatever the server answered.
      }
      forget();
    },

    expired() {
      forget();
    },
  };
}
