import { can, EDITING_SCREEN } from '@freight/core';
import { computed } from 'nanostores';
import type { PlannerEnvironment } from '../environment/planner-environment.ts';
import type { ApiStore } from './api-store.ts';
import { createApiStore } from './api-store.ts';
import type { ConfigStore, PlannerConfig } from './config-store.ts';
import { createConfigStore } from './config-store.ts';
import type { DialogsStore } from './dialogs-store.ts';
import { createDialogsStore } from './dialogs-store.ts';
import type { EditorStore } from './editor-store.ts';
import { createEditorStore } from './editor-store.ts';
import type { PlannerEventSink } from './event-sink.ts';
import { createEventSink } from './event-sink.ts';
import type { LoginStore } from './login-store.ts';
import { createLoginStore } from './login-store.ts';
import type { MapEditStore } from './map-edit-store.ts';
import { createMapEditStore } from './map-edit-store.ts';
import type { MapStore } from './map-store.ts';
import { createMapStore } from './map-store.ts';
import type { OpeningStore } from './opening-store.ts';
import { createOpeningStore } from './opening-store.ts';
import type { OptionsStore } from './options-store.ts';
import { createOptionsStore } from './options-store.ts';
import type { PlatesStore } from './plates-store.ts';
import { createPlatesStore } from './plates-store.ts';
import type { RecentSearchesStore } from './recent-searches-store.ts';
import { createRecentSearchesStore } from './recent-searches-store.ts';
import type { RouteStore } from './route-store.ts';
import { createRouteStore } from './route-store.ts';
import type { SaveRouteStore } from './save-route-store.ts';
import { createSaveRouteStore } from './save-route-store.ts';
import type { SavedRouteStore } from './saved-route-store.ts';
import { createSavedRouteStore } from './saved-route-store.ts';
import type { SavedRoutesListStore } from './saved-routes-list-store.ts';
import { createSavedRoutesListStore } from './saved-routes-list-store.ts';
import type { SearchActions } from './search-actions.ts';
import { createSearchActions } from './search-actions.ts';
import type { SearchStore } from './search-store.ts';
import { createSearchStore } from './search-store.ts';
import type { SelectionStore } from './selection-store.ts';
import { createSelectionStore } from './selection-store.ts';
import type { SessionStore } from './session-store.ts';
import { createSessionStore } from './session-store.ts';
import type { ShareStore } from './share-store.ts';
import { createShareStore } from './share-store.ts';
import type { VehicleStore } from './vehicle-store.ts';
import { createVehicleStore } from './vehicle-store.ts';
import type { WaypointRemovalStore } from './waypoint-removal-store.ts';
import { createWaypointRemovalStore } from './waypoint-removal-store.ts';
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
  /** Removing a waypoint from the list: confirmation, then the route searched again (SPEC §4). */
  readonly waypointRemoval: WaypointRemovalStore;
  readonly editor: EditorStore;
  readonly recent: RecentSearchesStore;
  readonly search: SearchStore;
  readonly searchActions: SearchActions;
  readonly vehicle: VehicleStore;
  /** The user's plates for the plate field and the chosen plate's tags (SPEC §2, §4 Vehicle). */
  readonly plates: PlatesStore;
  readonly options: OptionsStore;
  readonly route: RouteStore;
  /** The selected alternative of the shown route and its trip, plazas, stations, summary and freight. */
  readonly selection: SelectionStore;
  readonly map: MapStore;
  /** Editing on the map: dragging markers and the route line, the right-click menu, the error box. */
  readonly mapEdit: MapEditStore;
  /** The subscription and missing-address dialogs (SPEC §2, §8). */
  readonly dialogs: DialogsStore;
  /** The share dialog: short link and embed code (SPEC §2). */
  readonly share: ShareStore;
  /** The saved route shown ('Salvar rota' updates it) and opening saved routes. */
  readonly savedRoute: SavedRouteStore;
  /** The 'Minhas rotas (n)' dialog: search, filters, paging and the page of saved routes (SPEC §2). */
  readonly savedRoutesList: SavedRoutesListStore;
  /** The save-route dialog and its success dialog (SPEC §2 save-route, §4 Saving). */
  readonly saveRoute: SaveRouteStore;
  /** What the attributes open on start: `data` (shared route), `route-id`, the user's permissions. */
  readonly opening: OpeningStore;
  /** The embedded login form. */
  readonly login: LoginStore;
  /**
   * Confirmed 'Limpar campos': waypoints, options and route data back to their defaults (SPEC §4); the
   * vehicle keeps its category and axles but loses its plate and tags.
   */
  clearFields(): void;
  /**
   * 'Adicionar Rota' of 'Minhas rotas' (SPEC §2, needs `route-create`): clears the fields and forgets
   * the opened saved route; a view-mode planner becomes a create-mode one.
   */
  newRoute(): void;
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
  const session = createSessionStore(environment.storage);
  const configStore = createConfigStore(config, {
    $editingDenied: computed(session.$auth, (auth) => auth !== null && !can(auth.settings, 'route-create')),
  });
  const dialogs = createDialogsStore();
  session.setAttributeToken(configStore.$config.get().token);
  const embedded = (): boolean => configStore.$config.get().embedded;
  const api = createApiStore(
    computed(configStore.$config, (current) => current.apiBase),
    {
      fetch: environment.fetch,
      storage: session.storage,
      onUnauthorized: () => events.emit('login', { reason: 'unauthorized', embedded: embedded() }),
      onSubscriptionStatus: (status) => {
        const notice = dialogs.openSubscription(status);
        events.emit('error', { title: notice.title, message: notice.message, status, dialog: notice.dialog });
      },
    },
  );
  const waypoints = createWaypointsStore(configStore.$viewMode);
  const editor = createEditorStore(waypoints);
  const recent = createRecentSearchesStore(environment.recentSearches);
  const search = createSearchStore({ $api: api.$api, $recent: recent.$recent });
  const map = createMapStore(computed(configStore.$config, (current) => current.mapStyle));
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
  const plates = createPlatesStore({
    $api: api.$api,
    $token: session.$token,
    $auth: session.$auth,
    vehicle,
  });
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
    $locked: configStore.$sharedView,
    mayCalculate: () => session.may('route-calculate'),
  });
  const savedRoute = createSavedRouteStore({ $api: api.$api, waypoints, options, route });
  const savedRoutesList = createSavedRoutesListStore({ $api: api.$api, savedRoute });
  const share = createShareStore({
    $api: api.$api,
    $response: computed(route.$route, (state) => state.response),
    $serverOrigin: configStore.$serverOrigin,
  });
  const opening = createOpeningStore({
    $api: api.$api,
    $config: configStore.$config,
    session,
    waypoints,
    vehicle,
    options,
    route,
    savedRoute,
  });
  const login = createLoginStore({
    $api: api.$api,
    session,
    $config: configStore.$config,
    $route: route.$route,
  });
  const selection = createSelectionStore(route.$route);
  // SPEC §4: outside create mode editing the waypoints takes `route-create`; a shared route is never edited.
  const canEditWaypoints = (): boolean =>
    !configStore.$sharedView.get() &&
    (configStore.$config.get().mode === 'create' || session.may('route-create'));
  const mapEdit = createMapEditStore({
    $api: api.$api,
    waypoints,
    route,
    selection,
    canEdit: canEditWaypoints,
  });
  const waypointRemoval = createWaypointRemovalStore({ waypoints, route, canEdit: canEditWaypoints });

  const clearFields = (): void => {
    search.stop();
    waypointRemoval.cancel();
    waypoints.clear();
    vehicle.clearPlate();
    options.reset();
    route.reset();
    editor.reset();
    savedRoute.forget();
    share.close();
  };

  const saveRoute = createSaveRouteStore({
    $api: api.$api,
    route,
    selection,
    savedRoute,
    session,
    events,
    embedded,
    resetRoute: clearFields,
  });

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
    waypointRemoval,
    editor,
    recent,
    search,
    searchActions,
    vehicle,
    plates,
    options,
    route,
    selection,
    map,
    mapEdit,
    dialogs,
    share,
    savedRoute,
    savedRoutesList,
    saveRoute,
    opening,
    login,
    clearFields,
    newRoute() {
      clearFields();
      if (configStore.$config.get().mode === 'view') configStore.update({ mode: 'create' });
    },
    dispose() {
      search.stop();
      savedRoutesList.dispose();
      editor.dispose();
      route.dispose();
      plates.dispose();
      mapEdit.dispose();
      map.dispose();
    },
  };
}
