import {
  buildRouteRequest,
  classifyRouteSearchResult,
  createLatestRequest,
  FORBIDDEN_MESSAGE,
  ROUTE_SEARCH_ERROR_TITLE,
  isSameCalculation,
  waypointsCacheKey,
} from '@freight/core';
import type {
  ApiClient,
  Options,
  RouteMode,
  RouteRequest,
  RouteResponse,
  RouteSearchOutcome,
  Vehicle,
  Waypoint,
} from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { CalculationValidation } from './calculation-validation.ts';
import { validateCalculation } from './calculation-validation.ts';
import type { PlannerEventSink } from './event-sink.ts';

/** Where the calculation stands: never run, running, shown, or failed. */
export type RouteStatus = 'idle' | 'calculating' | 'done' | 'failed';

/** The error dialog of a failed calculation (SPEC §8 route search dialogs). */
export interface RouteError {
  /** Core's outcome kind: `error`, `offline`, `invalid-login`, `ask-address` or `subscription`. */
  readonly kind: Exclude<RouteSearchOutcome<unknown>['kind'], 'ok' | 'aborted'>;
  readonly title: string;
  readonly message: string;
  /** For `ask-address`: the address the router did not find. */
  readonly address?: string;
  /** Mode of the failed calculation: `'dc'` for a re-route started on the map. */
  readonly mode?: RouteMode;
}

/**
 * Whether a route error goes to the map's routing error box instead of the error dialog (SPEC §2 Map): a
 * routing error of a re-route started on the map. Connection, login and address errors stay dialogs.
 */
export function isMapRoutingError(error: RouteError | null): boolean {
  return error !== null && error.kind === 'error' && error.mode === 'dc';
}

/** The route calculation state. */
export interface RouteState {
  readonly status: RouteStatus;
  /** The response shown, `null` before the first success. */
  readonly response: RouteResponse | null;
  /** The body of the calculation that produced `response`. */
  readonly request: RouteRequest | null;
  /** Number of the request that produced `response`. */
  readonly requestId: number;
  /** The error dialog to show, `null` when none. */
  readonly error: RouteError | null;
}

/** The calculation (SPEC §4 Route calculation) and its results, read by the summary and the map. */
export interface RouteStore {
  readonly $route: ReadableAtom<RouteState>;
  /** Core's validation of the current waypoints, vehicle and options. */
  readonly $validation: ReadableAtom<CalculationValidation>;
  /** Whether Calculate was pressed since the fields were cleared: messages are shown from then on. */
  readonly $submitted: ReadableAtom<boolean>;
  /**
   * Validates, then posts `buildRouteRequest(...)` to `POST /api/routes/route`. Requests are numbered: a
   * new one aborts the pending one and only the latest answer is used. An identical repeat of the shown
   * route is skipped. Resolves once this request settled.
   */
  calculate(mode?: RouteMode): Promise<void>;
  /**
   * Shows `response` as the route without calculating (a shared route, `data`): its alternatives,
   * tolls and map. `request` is the body that produced it, when known.
   */
  show(response: RouteResponse, request?: RouteRequest | null): void;
  /** Closes the error dialog. */
  dismissError(): void;
  /** Forgets the route and the messages (clear fields). */
  reset(): void;
  /** Aborts a pending calculation. */
  dispose(): void;
}

/** What the calculation reads. */
export interface RouteStoreDependencies {
  readonly $api: ReadableAtom<ApiClient>;
  readonly $waypoints: ReadableAtom<Waypoint[]>;
  readonly $vehicle: ReadableAtom<Vehicle>;
  readonly $options: ReadableAtom<Options>;
  readonly events: PlannerEventSink;
  /** Called when the 'Login Inválido' dialog is dismissed: the planner logs out and asks for a login. */
  readonly onInvalidLoginDismissed?: () => void;
  /** `true` while the shown route is read-only (a shared route): Calculate does nothing. */
  readonly $locked?: ReadableAtom<boolean>;
  /**
   * Whether the user may calculate (SPEC §6; the server asks for `route-calculate`). When not, Calculate
   * shows 'Você não tem permissão para acessar este recurso.' and calls nothing.
   */
  readonly mayCalculate?: () => boolean;
}

const IDLE: RouteState = { status: 'idle', response: null, request: null, requestId: 0, error: null };

function failure(outcome: RouteSearchOutcome<RouteResponse>): RouteError | null {
  switch (outcome.kind) {
    case 'ok':
    case 'aborted':
    case 'subscription':
      return null;
    case 'ask-address':
      return { kind: outcome.kind, title: outcome.title, message: outcome.message, address: outcome.address };
    default:
      return { kind: outcome.kind, title: outcome.title, message: outcome.message };
  }
}

/** Creates the route store. */
export function createRouteStore(deps: RouteStoreDependencies): RouteStore {
  const $route = atom<RouteState>(IDLE);
  const $submitted = atom(false);
  const $validation = computed(
    [deps.$waypoints, deps.$vehicle, deps.$options],
    (waypoints, vehicle, options) => validateCalculation({ waypoints, vehicle, options }),
  );
  const latest = createLatestRequest();
  let shownKey: string | null = null;

  const update = (patch: Partial<RouteState>): void => $route.set({ ...$route.get(), ...patch });

  const settle = (
    outcome: RouteSearchOutcome<RouteResponse>,
    body: RouteRequest,
    mode: RouteMode,
    key: string,
    requestId: number,
  ): void => {
    if (outcome.kind === 'ok') {
      shownKey = key;
      const response = outcome.response.data;
      update({ status: 'done', response, request: body, requestId, error: null });
      deps.events.emit('routecalculated', { request: body, response, mode, requestId });
      return;
    }
    const failed = failure(outcome);
    const error = failed ? { ...failed, mode } : null;
    if (!error) {
      // 402, 423, 429: the API client already told the host which subscription dialog to open.
      update({ status: $route.get().response ? 'done' : 'idle' });
      return;
    }
    update({ status: 'failed', error });
    deps.events.emit('error', { title: error.title, message: error.message });
  };

  return {
    $route,
    $validation,
    $submitted,
    async calculate(mode = 'mc') {
      if (deps.$locked?.get()) return;
      $submitted.set(true);
      if (!$validation.get().valid) return;
      if (deps.mayCalculate && !deps.mayCalculate()) {
        const error: RouteError = {
          kind: 'error',
          title: ROUTE_SEARCH_ERROR_TITLE,
          message: FORBIDDEN_MESSAGE,
        };
        update({ status: $route.get().response ? 'done' : 'failed', error });
        deps.events.emit('error', { title: error.title, message: error.message, status: 403 });
        return;
      }
      const waypoints = deps.$waypoints.get();
      const vehicle = deps.$vehicle.get();
      const options = deps.$options.get();
      const body = buildRouteRequest({ waypoints, vehicle, options, mode });
      const context = { vehicle: body.config_veiculo, options: body.config_rota, date: body.config_pedagio };
      const key = waypointsCacheKey(waypoints, context);
      const current = $route.get();
      if (current.status === 'done' && isSameCalculation(shownKey, waypoints, context)) return;
      update({ status: 'calculating', error: null });
      let outcome: RouteSearchOutcome<RouteResponse>;
      let requestId = 0;
      try {
        const answer = await latest.run((signal) => deps.$api.get().routes.calculate(body, { signal }));
        if (answer.status === 'superseded') return;
        requestId = answer.requestId;
        outcome = classifyRouteSearchResult(answer.value);
      } catch (error) {
        outcome = classifyRouteSearchResult(error) as RouteSearchOutcome<RouteResponse>;
        requestId = latest.latestId;
      }
      if (outcome.kind === 'aborted') return;
      settle(outcome, body, mode, key, requestId);
    },
    show(response, request = null) {
      latest.cancel();
      shownKey = null;
      update({ status: 'done', response, request, error: null });
    },
    dismissError() {
      const current = $route.get();
      update({ error: null, status: current.response ? 'done' : 'idle' });
      if (current.error?.kind === 'invalid-login') deps.onInvalidLoginDismissed?.();
    },
    reset() {
      latest.cancel();
      shownKey = null;
      $route.set(IDLE);
      $submitted.set(false);
    },
    dispose() {
      latest.cancel();
    },
  };
}
