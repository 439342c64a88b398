import { z } from 'zod';
import { isAbortError } from './abort-signals.ts';
import { ApiError } from './api-error.ts';
import { isApiResponse } from './api-response.ts';
import type { ApiFailure, ApiResponse, ApiSuccess } from './api-response.ts';
import { SUBSCRIPTION_DIALOGS, isSubscriptionStatus } from './subscription-status.ts';
import type { SubscriptionDialog, SubscriptionStatus } from './subscription-status.ts';

/** Title of the unexpected-error dialog of the route search (SPEC §8). */
export const ROUTE_SEARCH_ERROR_TITLE = 'Erro';

/** Text of the unexpected-error dialog of the route search (SPEC §8). */
export const ROUTE_SEARCH_UNEXPECTED_MESSAGE =
  'Ocorreu um erro inesperado. Tente novamente mais tarde ou entre em contato com o suporte.';

/** Title of the no-connection dialog (status 0, SPEC §8). */
export const ROUTE_SEARCH_OFFLINE_TITLE = 'Sem conexão';

/** Text of the no-connection dialog (SPEC §8 gives it only up to the ellipsis). */
export const ROUTE_SEARCH_OFFLINE_MESSAGE = 'Verifique sua conexão com a internet…';

/** Title of the dialog of a 401 during a route search: logged in on another device (SPEC §8). */
export const ROUTE_SEARCH_INVALID_LOGIN_TITLE = 'Login Inválido';

/** Text of the 401 dialog (SPEC §8 gives only its meaning; wording chosen here). */
export const ROUTE_SEARCH_INVALID_LOGIN_MESSAGE =
  'Sua sessão foi encerrada porque sua conta foi acessada em outro dispositivo.';

/** Title of the dialog asking for the location of an address the router did not find. */
export const ROUTE_ADDRESS_TITLE = 'Endereço não encontrado';

/** Question of that dialog (SPEC §8 gives only its meaning; wording chosen here). */
export function routeAddressQuestion(address: string): string {
  return `Não encontramos o endereço "${address}". Deseja informar a localização desse endereço?`;
}

/** Buttons of the address question (SPEC §8). */
export const ROUTE_ADDRESS_BUTTONS = { confirm: 'SIM', cancel: 'NÃO' } as const;

/**
 * Marker of a route address error: a wrapper answered with status 200, `success: false` and
 * `data: { error_type: 'route-address', address: '<text of the waypoint not found>' }`.
 */
export const ROUTE_ADDRESS_ERROR_TYPE = 'route-address';

/** `data` of a route address error (status 200, `success: false`). */
export const routeAddressErrorDataSchema = z.object({
  error_type: z.literal(ROUTE_ADDRESS_ERROR_TYPE),
  address: z.string(),
});

/** How the planner reacts to the result of a route search (SPEC §8 "Route search dialogs"). */
export type RouteSearchOutcome<T> =
  | { kind: 'ok'; response: ApiSuccess<T> }
  | { kind: 'aborted' }
  | { kind: 'error'; title: string; message: string }
  | { kind: 'offline'; title: string; message: string }
  | { kind: 'invalid-login'; title: string; message: string }
  | {
      kind: 'ask-address';
      address: string;
      title: string;
      message: string;
      buttons: typeof ROUTE_ADDRESS_BUTTONS;
    }
  | { kind: 'subscription'; status: SubscriptionStatus; dialog: SubscriptionDialog };

const unexpected = {
  kind: 'error',
  title: ROUTE_SEARCH_ERROR_TITLE,
  message: ROUTE_SEARCH_UNEXPECTED_MESSAGE,
} as const;

function routeAddress(failure: ApiFailure): string | undefined {
  const data = failure.data;
  if (typeof data !== 'object' || data === null) return undefined;
  if (!('error_type' in data) || data.error_type !== ROUTE_ADDRESS_ERROR_TYPE) return undefined;
  return 'address' in data && typeof data.address === 'string' ? data.address : '';
}

function classifyFailure(failure: ApiFailure, invalidData: boolean): RouteSearchOutcome<never> {
  const status = failure.statusCode;
  if (status === 0) {
    return { kind: 'offline', title: ROUTE_SEARCH_OFFLINE_TITLE, message: ROUTE_SEARCH_OFFLINE_MESSAGE };
  }
  if (status === 401) {
    return {
      kind: 'invalid-login',
      title: ROUTE_SEARCH_INVALID_LOGIN_TITLE,
      message: ROUTE_SEARCH_INVALID_LOGIN_MESSAGE,
    };
  }
  if (isSubscriptionStatus(status))
    return { kind: 'subscription', status, dialog: SUBSCRIPTION_DIALOGS[status] };
  if (status >= 500 || invalidData) return unexpected;
  const address = status === 200 ? routeAddress(failure) : undefined;
  if (address !== undefined) {
    return {
      kind: 'ask-address',
      address,
      title: ROUTE_ADDRESS_TITLE,
      message: routeAddressQuestion(address),
      buttons: ROUTE_ADDRESS_BUTTONS,
    };
  }
  return {
    kind: 'error',
    title: ROUTE_SEARCH_ERROR_TITLE,
    message: failure.message || ROUTE_SEARCH_UNEXPECTED_MESSAGE,
  };
}

/**
 * Reads what a route search (`api.routes.calculate`) resolved or rejected with, as the planner's
 * dialogs need it (SPEC §8 "Route search dialogs"):
 * - a success → `ok`; an abort (a newer search) → `aborted`, nothing to show;
 * - anything without a `success` field, a 500 or data not matching the route response →
 *   'Erro' / 'Ocorreu um erro inesperado. …';
 * - status 200 with a route address error → `ask-address` (buttons 'SIM' / 'NÃO');
 * - status 0 → 'Sem conexão' / 'Verifique sua conexão com a internet…';
 * - 401 → 'Login Inválido' (on dismiss the app logs out and opens login);
 * - 402 / 423 / 429 → `subscription` with the dialog name (the client already called
 *   `onSubscriptionStatus`, so the planner only stops);
 * - any other failure → 'Erro' with the server's message.
 */
export function classifyRouteSearchResult<T>(result: ApiResponse<T>): RouteSearchOutcome<T>;
/** Reads a rejection (or anything else) of a route search; see the first overload. */
export function classifyRouteSearchResult(result: unknown): RouteSearchOutcome<unknown>;
export function classifyRouteSearchResult(result: unknown): RouteSearchOutcome<unknown> {
  if (result instanceof ApiError) return classifyFailure(result.response, result.kind === 'invalid-response');
  if (isAbortError(result)) return { kind: 'aborted' };
  if (!isApiResponse(result)) return unexpected;
  if (result.success) return { kind: 'ok', response: result };
  return classifyFailure(result, false);
}
