import { EDITING_SCREEN, SUBSCRIPTION_DIALOGS } from '@freight/core';
import { computed } from 'nanostores';
import type { PlannerEnvironment } from '../environment/planner-environment.ts';
import type { ApiStore } from './api-store.ts';
import { createApiStore } from './api-store.ts';
import type { ConfigStore, PlannerConfig } from './config-store.ts';
import { createConfigStore } from './config-store.ts';
import type { EditorStore } from './editor-store.ts';
import { createEditorStore } from './editor-store.ts';
import type { PlannerEventSink } from './event-sink.ts';
import { createEventSink } from './event-sink.ts';
import type { MapStore } from './map-store.ts';
import { createMapStore } from './map-store.ts';
import type { OptionsStore } from './options-store.ts';
import { createOptionsStore } from './options-store.ts';
import type { RecentSearchesStore } from './recent-searches-store.ts';
import { createRecentSearchesStore } from './recent-searches-store.ts';
import type { RouteStore } from './route-store.ts';
import { createRouteStore } from './route-store.ts';
import type { SearchActions } from './search-actions.ts';
import { createSearchActions } from './search-actions.ts';
import type { SearchStore } from './search-store.ts';
import { createSearchStore } from './search-store.ts';
import type { SelectionStore } from './selection-store.ts';
import { createSelectionStore } from './selection-store.ts';
import type { SessionStore } from './session-store.ts';
import { createSessionStore } from './session-store.ts';
import type { VehicleStore } from './vehicle-store.ts';
import { createVehicleStore } from './vehicle-store.ts';
import type { WaypointsStore } from './waypoints-store.ts';
import { createWaypointsStore } from './waypoints-store.ts';

/** Every store of one planner instance. Two planners on a page never share state. */
export interface PlannerStores {
  readonly environment: PlannerEnvironment;
  readonly events: PlannerEventSink;
  readonly config: ConfigStore;
  readonly session: SessionStore;
  readonly api: ApiStore;
  readonly waypoints: WaypointsStore;
  readonly editor: EditorStore;
  readonly recent: RecentSearchesStore;
  readonly search: SearchStore;
  readonly searchActions: SearchActions;
  readonly vehicle: VehicleStore;
  readonly options: OptionsStore;
  readonly route: RouteStore;
  /** The selected alternative of the shown route and its trip, plazas, stations, summary and freight. */
  readonly selection: SelectionStore;
  readonly map: MapStore;
  /** Confirmed 'Limpar campos': waypoints, options and route data back to their defaults (SPEC §4). */
  clearFields(): void;
  /** Stops timers and pending requests (the planner unmounts); the stores stay usable. */
  dispose(): void;
}

/**
 * Creates the stores of one planner over its environment, with `config` over the defaults.
 *
 * @example
 * const stores = createPlannerStores(isolatedEnvironment({ fetch: server.fetch }), { apiBase: '/x' });
 * stores.vehicle.selectCategory('bus'); // 4 axles
 */
export function createPlannerStores(
  environment: PlannerEnvironment,
  config: Partial<PlannerConfig> = {},
): PlannerStores {
  const events = createEventSink();
  const configStore = createConfigStore(config);
  const session = createSessionStore(environment.storage);
  session.setAttributeToken(configStore.$config.get().token);
  const embedded = (): boolean => configStore.$config.get().embedded;
  const api = createApiStore(
    computed(configStore.$config, (current) => current.apiBase),
    {
      fetch: environment.fetch,
      storage: session.storage,
      onUnauthorized: () => events.emit('login', { reason: 'unauthorized', embedded: embedded() }),
      onSubscriptionStatus: (status) =>
        events.emit('error', { title: '', message: '', status, dialog: SUBSCRIPTION_DIALOGS[status] }),
    },
  );
  const waypoints = createWaypointsStore(configStore.$viewMode);
  const editor = createEditorStore(waypoints);
  const recent = createRecentSearchesStore(environment.recentSearches);
  const search = createSearchStore({ $api: api.$api, $recent: recent.$recent });
  const map = createMapStore();
  const searchActions = createSearchActions({
    waypoints,
    editor,
    search,
    recent,
    map,
    $api: api.$api,
    geolocation: environment.geolocation,
  });
  const vehicle = createVehicleStore();
  const options = createOptionsStore();
  const route = createRouteStore({
    $api: api.$api,
    $waypoints: waypoints.$waypoints,
    $vehicle: vehicle.$vehicle,
    $options: options.$options,
    events,
    onInvalidLoginDismissed: () => {
      api.$api.get().session.logout();
      events.emit('login', { reason: 'invalid-login', embedded: embedded() });
    },
  });
  const selection = createSelectionStore(route.$route);

  editor.$editing.listen((state) => {
    if (state.screen === EDITING_SCREEN.SEARCH && state.searchIndex != null) {
      search.setQuery(waypoints.$waypoints.get()[state.searchIndex]?.searchText ?? '');
    } else {
      search.stop();
    }
  });
  configStore.$config.listen((current) => session.setAttributeToken(current.token));

  return {
    environment,
    events,
    config: configStore,
    session,
    api,
    waypoints,
    editor,
    recent,
    search,
    searchActions,
    vehicle,
    options,
    route,
    selection,
    map,
    clearFields() {
      search.stop();
      waypoints.clear();
      options.reset();
      route.reset();
      editor.reset();
    },
    dispose() {
      search.stop();
      editor.dispose();
      route.dispose();
    },
  };
}
