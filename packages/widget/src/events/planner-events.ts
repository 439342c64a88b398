import type { RouteMode, RouteRequest, RouteResponse } from '@freight/core';

/** Detail of `routecalculated`: a calculation's body and the response that is now shown. */
export interface RouteCalculatedDetail {
  /** The body posted to `POST /api/routes/route` (built by core's `buildRouteRequest`). */
  request: RouteRequest;
  /** The route response (SPEC §3). */
  response: RouteResponse;
  /** `'mc'` from the Calculate button, `'dc'` after a drag on the map. */
  mode: RouteMode;
  /** Number of the calculation (latest-request-wins numbering). */
  requestId: number;
}

/** Detail of `routesaved`: the saved route (sent by the save-route dialog). */
export interface RouteSavedDetail {
  /** Id of the saved route. */
  id: number | string;
  /** Its nickname. */
  slug: string;
}

/** Detail of `login`: the planner needs a logged-in user. */
export interface LoginDetail {
  /** `'unauthorized'`: the API answered 401 and the token was removed; `'invalid-login'`: the user was logged in elsewhere. */
  reason: 'unauthorized' | 'invalid-login';
  /** The `embedded` attribute: the host should show its in-app login page rather than single sign-on (SPEC §1). */
  embedded: boolean;
}

/** Detail of `error`: an error the planner also shows to the user. */
export interface PlannerErrorDetail {
  /** Dialog title, e.g. 'Erro' or 'Sem conexão'. */
  title: string;
  /** The pt-BR message shown. */
  message: string;
  /** HTTP status when the error came from the API (0 without connection). */
  status?: number;
  /** For 402, 423 and 429: the subscription dialog the host should open (SPEC §6). */
  dialog?: string;
}

/** Details of every event of `<freight-route-planner>`, by event name. */
export interface PlannerEventDetails {
  routecalculated: RouteCalculatedDetail;
  routesaved: RouteSavedDetail;
  login: LoginDetail;
  error: PlannerErrorDetail;
}

/** Name of an event of `<freight-route-planner>`. */
export type PlannerEventName = keyof PlannerEventDetails;

/**
 * The events of `<freight-route-planner>`: `CustomEvent`s dispatched on the element with
 * `bubbles: true, composed: true`.
 *
 * @example
 * const planner = document.querySelector('freight-route-planner')!;
 * planner.addEventListener('routecalculated', (event) => console.log(event.detail.response.rotas.length));
 */
export type FreightRoutePlannerEventMap = {
  [K in PlannerEventName]: CustomEvent<PlannerEventDetails[K]>;
};

/** How every planner event is dispatched: it bubbles and leaves the shadow root. */
export const PLANNER_EVENT_INIT: EventInit = Object.freeze({ bubbles: true, composed: true });

/**
 * Callbacks of the React component `<Planner>`, one per element event (`onRouteCalculated` for
 * `routecalculated`, …). The element turns each into its DOM event.
 */
export interface PlannerEventHandlers {
  onRouteCalculated?: (detail: RouteCalculatedDetail) => void;
  onRouteSaved?: (detail: RouteSavedDetail) => void;
  onLogin?: (detail: LoginDetail) => void;
  onError?: (detail: PlannerErrorDetail) => void;
}
