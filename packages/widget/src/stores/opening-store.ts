import { ApiError, routeRequestSchema } from '@freight/core';
import type { ApiClient, RouteRequest, RouteResponse } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { MESSAGES } from '../messages.ts';
import type { PlannerConfig } from './config-store.ts';
import type { OptionsStore } from './options-store.ts';
import type { RouteStore } from './route-store.ts';
import type { SavedRouteStore } from './saved-route-store.ts';
import type { SessionStore } from './session-store.ts';
import type { VehicleStore } from './vehicle-store.ts';
import type { WaypointsStore } from './waypoints-store.ts';

/** Opening what the attributes ask for: `loading` while it comes, `failed` with a pt-BR message. */
export interface OpeningState {
  readonly status: 'idle' | 'loading' | 'failed';
  readonly message: string | null;
}

/** What the planner opens on start: the shared route (`data`), the saved route (`route-id`), the user. */
export interface OpeningStore {
  readonly $opening: ReadableAtom<OpeningState>;
  /**
   * Follows the settings and the token: a new `data` shows its route read-only, a new `route-id` opens
   * that saved route (after the embedded login when there is no token), a token is validated to learn
   * the user's permissions. Returns the function that stops following.
   */
  start(): () => void;
  /**
   * Shows the route of an encrypted request (`GET /api/routes/encrypted?json=`, no login needed):
   * waypoints from the answer, vehicle and options from its `config`, the route without calculating.
   */
  openShared(data: string): Promise<void>;
  /** Closes the opening error. */
  dismiss(): void;
}

/** What opening changes. */
export interface OpeningStoreDependencies {
  readonly $api: ReadableAtom<ApiClient>;
  readonly $config: ReadableAtom<PlannerConfig>;
  readonly session: SessionStore;
  readonly waypoints: WaypointsStore;
  readonly vehicle: VehicleStore;
  readonly options: OptionsStore;
  readonly route: RouteStore;
  readonly savedRoute: SavedRouteStore;
}

const IDLE: OpeningState = { status: 'idle', message: null };
const MAX_AXIS_STEPS = 20;

/** `yyyy-MM-dd` as `dd/MM/yyyy`; anything else `''`. */
function retroactiveDateText(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

function applyRequest(deps: OpeningStoreDependencies, request: RouteRequest): void {
  const wanted = request.config_veiculo;
  deps.vehicle.selectCategory(wanted.categoria);
  for (let step = 0; step < MAX_AXIS_STEPS; step += 1) {
    const axis = deps.vehicle.$vehicle.get().axis;
    if (axis === wanted.eixos) break;
    if (axis < wanted.eixos) deps.vehicle.incrementAxis();
    else deps.vehicle.decrementAxis();
  }
  if (wanted.rodagem) deps.vehicle.setRearWheelType(wanted.rodagem);
  deps.options.setRouteType(request.type_route);
  deps.options.setCalculateReturn(request.config_rota.volta);
  deps.options.setRetroactiveDate(retroactiveDateText(request.config_pedagio.prices_from_date ?? ''));
}

function showShared(deps: OpeningStoreDependencies, response: RouteResponse): void {
  deps.waypoints.set(
    response.waypoints.map((point) => ({ searchText: point.addr, coordinates: point.coords })),
  );
  const request = routeRequestSchema.safeParse(response.config);
  if (request.success) applyRequest(deps, request.data);
  deps.route.show(response, request.success ? request.data : null);
}

function failureMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.response.message) || fallback;
}

/** Creates the opening store. */
export function createOpeningStore(deps: OpeningStoreDependencies): OpeningStore {
  const $opening = atom<OpeningState>(IDLE);
  let shownData: string | null = null;
  let openedRouteId: string | null = null;
  let validatedToken: string | null = null;

  const openShared = async (data: string): Promise<void> => {
    $opening.set({ status: 'loading', message: null });
    try {
      const answer = await deps.$api.get().routes.encrypted(data);
      if (deps.$config.get().data !== data) return;
      if (!answer.success) {
        $opening.set({ status: 'failed', message: answer.message || MESSAGES.sharedRouteError });
        return;
      }
      showShared(deps, answer.data);
      $opening.set(IDLE);
    } catch (error) {
      if (deps.$config.get().data !== data) return;
      $opening.set({ status: 'failed', message: failureMessage(error, MESSAGES.sharedRouteError) });
    }
  };

  const openSaved = async (id: string): Promise<void> => {
    $opening.set({ status: 'loading', message: null });
    const message = await deps.savedRoute.open(id);
    if (deps.$config.get().routeId !== id) return;
    $opening.set(message === null ? IDLE : { status: 'failed', message });
  };

  const validate = async (token: string): Promise<void> => {
    try {
      const answer = await deps.$api.get().auth.validate();
      if (answer.success && deps.session.token() === token) deps.session.setAuth(answer.data);
    } catch {
      // Unknown user: the server still checks every call (a 401 already asked for a login).
    }
  };

  const follow = (): void => {
    const config = deps.$config.get();
    const token = deps.session.$token.get();
    if (config.data !== null && config.data !== shownData) {
      shownData = config.data;
      void openShared(config.data);
    }
    if (config.data === null) shownData = null;
    const waitsForLogin = config.embedded && token === null;
    if (
      config.data === null &&
      config.routeId !== null &&
      config.routeId !== openedRouteId &&
      !waitsForLogin
    ) {
      openedRouteId = config.routeId;
      void openSaved(config.routeId);
    }
    if (token !== null && token !== validatedToken && deps.session.$auth.get() === null) {
      validatedToken = token;
      void validate(token);
    }
  };

  return {
    $opening,
    openShared,
    start() {
      follow();
      const stopConfig = deps.$config.listen(follow);
      const stopToken = deps.session.$token.listen(follow);
      return () => {
        stopConfig();
        stopToken();
      };
    },
    dismiss() {
      $opening.set(IDLE);
    },
  };
}
