export { createApiStore } from './api-store.ts';
export type { ApiStore, ApiStoreOptions } from './api-store.ts';
export { validateCalculation } from './calculation-validation.ts';
export type { CalculationInput, CalculationValidation } from './calculation-validation.ts';
export { createConfigStore, DEFAULT_PLANNER_CONFIG } from './config-store.ts';
export type { ConfigStore, PlannerConfig } from './config-store.ts';
export { createEditorStore } from './editor-store.ts';
export type { EditorStore } from './editor-store.ts';
export { createEventSink } from './event-sink.ts';
export type { PlannerEventSink } from './event-sink.ts';
export {
  fetchLocationSuggestions,
  LOCATION_SUGGESTIONS_LIMIT,
  LOCATION_SUGGESTIONS_PATH,
} from './fetch-location-suggestions.ts';
export { createMapEditStore } from './map-edit-store.ts';
export type { MapEditDependencies, MapEditStore } from './map-edit-store.ts';
export { createMapStore, DEFAULT_MARKER_VISIBILITY } from './map-store.ts';
export type {
  BlockedGesture,
  MapFocus,
  MapMenu,
  MapStore,
  MarkerVisibility,
  RoutePanelState,
} from './map-store.ts';
export { createOptionsStore, RETROACTIVE_DATE_MASK } from './options-store.ts';
export type { OptionsStore } from './options-store.ts';
export { parsePlannerMode, PLANNER_MODES } from './planner-mode.ts';
export type { PlannerMode } from './planner-mode.ts';
export { createPlannerStores } from './planner-stores.ts';
export type { PlannerStores } from './planner-stores.ts';
export { createPlatesStore } from './plates-store.ts';
export type { PlatesStore, PlatesStoreDependencies } from './plates-store.ts';
export { createRecentSearchesStore } from './recent-searches-store.ts';
export type { RecentSearchesStore } from './recent-searches-store.ts';
export { createRouteStore } from './route-store.ts';
export type {
  RouteError,
  RouteState,
  RouteStatus,
  RouteStore,
  RouteStoreDependencies,
} from './route-store.ts';
export { createSavedRoutesListStore } from './saved-routes-list-store.ts';
export type {
  SavedRoutesFilterName,
  SavedRoutesListState,
  SavedRoutesListStore,
  SavedRoutesListStoreDependencies,
} from './saved-routes-list-store.ts';
export { createSearchActions } from './search-actions.ts';
export type { SearchActions, SearchActionsDependencies } from './search-actions.ts';
export { createSearchStore } from './search-store.ts';
export type { SearchStore, SearchStoreOptions, SuggestionsForQuery } from './search-store.ts';
export { alternativesOf, createSelectionStore, selectedWayOf } from './selection-store.ts';
export type { AlternativeEntry, SelectionStore } from './selection-store.ts';
export { createSessionStore } from './session-store.ts';
export type { SessionStore } from './session-store.ts';
export { createVehicleStore } from './vehicle-store.ts';
export type { VehicleStore } from './vehicle-store.ts';
export { createWaypointRemovalStore } from './waypoint-removal-store.ts';
export type {
  PendingRemoval,
  WaypointRemovalDependencies,
  WaypointRemovalStore,
} from './waypoint-removal-store.ts';
export { createWaypointsStore } from './waypoints-store.ts';
export type { WaypointsStore } from './waypoints-store.ts';
