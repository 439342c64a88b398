import {
  ApiError,
  fieldErrors,
  loginRequestSchema,
  ROUTE_SEARCH_OFFLINE_MESSAGE,
  ROUTE_SEARCH_OFFLINE_TITLE,
  UNAUTHORIZED_MESSAGE,
} from '@freight/core';
import type { ApiClient } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { PlannerConfig } from './config-store.ts';
import type { RouteState } from './route-store.ts';
import type { SessionStore } from './session-store.ts';

/** The embedded login form (SPEC §1 embedded mode, §4 Session, §5 Login). */
export interface LoginState {
  readonly submitting: boolean;
  /** pt-BR message per field ('Esse campo é obrigatório'). */
  readonly errors: Readonly<Record<string, string>>;
  /** The message of a refused or failed login, `null` when none. */
  readonly failure: string | null;
}

/** The embedded login: e-mail and password through core's session. */
export interface LoginStore {
  readonly $login: ReadableAtom<LoginState>;
  /**
   * Whether the embedded login form replaces the planner: `embedded` on, no token, no shared route
   * (`data` needs no login), and no 'Login Inválido' dialog waiting to be dismissed (SPEC §8: its
   * dismissal logs out and then opens the login).
   */
  readonly $required: ReadableAtom<boolean>;
  /**
   * Checks both fields with core's `loginRequestSchema`, then logs in (`POST /api/auth/login`): the
   * session stores the token (the planner then works) and the user. A refusal shows the server's text
   * or 'Login Inválido'; no connection 'Sem conexão: …'. Resolves whether the user is logged in.
   */
  submit(email: string, password: string): Promise<boolean>;
}

/** What the login uses. */
export interface LoginStoreDependencies {
  readonly $api: ReadableAtom<ApiClient>;
  readonly session: SessionStore;
  readonly $config: ReadableAtom<PlannerConfig>;
  readonly $route: ReadableAtom<RouteState>;
}

const READY: LoginState = { submitting: false, errors: {}, failure: null };

function failureOf(error: unknown): string {
  if (!(error instanceof ApiError)) return UNAUTHORIZED_MESSAGE;
  if (error.kind === 'unauthorized') return UNAUTHORIZED_MESSAGE;
  if (error.statusCode === 0) return `${ROUTE_SEARCH_OFFLINE_TITLE}: ${ROUTE_SEARCH_OFFLINE_MESSAGE}`;
  return error.response.message || UNAUTHORIZED_MESSAGE;
}

/** Creates the login store. */
export function createLoginStore(deps: LoginStoreDependencies): LoginStore {
  const $login = atom<LoginState>(READY);
  return {
    $login,
    $required: computed(
      [deps.$config, deps.session.$token, deps.$route],
      (config, token, route) =>
        config.embedded && token === null && config.data === null && route.error?.kind !== 'invalid-login',
    ),
    async submit(email, password) {
      const parsed = loginRequestSchema.safeParse({ email, password });
      if (!parsed.success) {
        $login.set({ ...READY, errors: fieldErrors(parsed.error) });
        return false;
      }
      $login.set({ ...READY, submitting: true });
      try {
        const answer = await deps.$api.get().session.login(parsed.data.email, parsed.data.password);
        if (answer.success) {
          deps.session.setAuth(answer.data);
          $login.set(READY);
          return true;
        }
        $login.set({ ...READY, failure: answer.message || UNAUTHORIZED_MESSAGE });
      } catch (error) {
        $login.set({ ...READY, failure: failureOf(error) });
      }
      return false;
    },
  };
}
