import { ApiError, emptyWaypoint, entityIdTextSchema, parseSavedRouteWaypoints } from '@freight/core';
import type { ApiClient, SavedRoute } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { MESSAGES } from '../messages.ts';
import type { OptionsStore } from './options-store.ts';
import type { RouteStore } from './route-store.ts';
import type { WaypointsStore } from './waypoints-store.ts';

/** The saved route the planner shows: 'Salvar rota' then updates it (`PUT /api/routes/{id}`). */
export interface OpenedSavedRoute {
  readonly id: number;
  /** Its nickname, prefilled in the save-route dialog. */
  readonly slug: string;
  /** Its company, chosen in the save-route dialog when the user has it. */
  readonly companyId?: number | null;
}

/** Opening saved routes (SPEC §4 Saving and opening routes) and remembering which one is open. */
export interface SavedRouteStore {
  /** The saved route loaded or last saved, `null` for a new route. */
  readonly $current: ReadableAtom<OpenedSavedRoute | null>;
  /**
   * Opens `route`: its address list becomes the waypoints (each geocoded with `GET /api/geocode`), the
   * type becomes 'efficient', its id and nickname are remembered, and the route is calculated.
   */
  load(route: SavedRoute): Promise<void>;
  /**
   * Opens the saved route `id` (`GET /api/routes/{id}`, the `route-id` attribute) like {@link load}.
   * Resolves `null`, or the pt-BR message of a refused or failed call (the server's, else 'Não foi
   * possível abrir a rota salva.').
   */
  open(id: number | string): Promise<string | null>;
  /** Remembers the route just saved, so the next save updates it. */
  remember(route: OpenedSavedRoute): void;
  /** Forgets the open route (clear fields, 'Adicionar Rota'): the next save creates a new one. */
  forget(): void;
}

/** What opening a saved route changes. */
export interface SavedRouteStoreDependencies {
  readonly $api: ReadableAtom<ApiClient>;
  readonly waypoints: WaypointsStore;
  readonly options: OptionsStore;
  readonly route: RouteStore;
}

/** Creates the saved-route store. */
export function createSavedRouteStore(deps: SavedRouteStoreDependencies): SavedRouteStore {
  const $current = atom<OpenedSavedRoute | null>(null);

  const load = async (route: SavedRoute): Promise<void> => {
    const texts = parseSavedRouteWaypoints(route.waypoints);
    $current.set({ id: route.id, slug: route.slug, companyId: route.company_id ?? null });
    deps.waypoints.set(texts.map((searchText) => ({ ...emptyWaypoint(), searchText })));
    deps.options.setRouteType('efficient');
    const client = deps.$api.get();
    await Promise.all(
      texts.map(async (text, index) => {
        try {
          const answer = await client.geocode(text);
          if (answer.success) deps.waypoints.update(index, { coordinates: answer.data.coords });
        } catch {
          // Left without position: the calculation's validation asks for one.
        }
      }),
    );
    await deps.route.calculate();
  };

  return {
    $current,
    load,
    async open(id) {
      const parsed = entityIdTextSchema.safeParse(id);
      if (!parsed.success) return MESSAGES.savedRouteError;
      try {
        const answer = await deps.$api.get().routes.get(parsed.data);
        if (!answer.success) return answer.message || MESSAGES.savedRouteError;
        await load(answer.data);
        return null;
      } catch (error) {
        return (error instanceof ApiError && error.response.message) || MESSAGES.savedRouteError;
      }
    },
    remember(route) {
      $current.set(route);
    },
    forget() {
      $current.set(null);
    },
  };
}
