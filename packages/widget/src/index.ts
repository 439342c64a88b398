export { ELEMENT_TAG } from './element/element-tag.ts';
export { FreightRoutePlannerElement } from './element/freight-route-planner-element.ts';
export { PLANNER_ATTRIBUTE_TYPES } from './element/planner-attributes.ts';
export type { PlannerAttributes } from './element/planner-attributes.ts';
export { PlannerElementRoot } from './element/PlannerElementRoot.tsx';
export type { PlannerElementRootProps } from './element/PlannerElementRoot.tsx';
export { PLANNER_EVENT_INIT } from './events/planner-events.ts';
export type * from './events/planner-events.ts';

export { browserEnvironment, SMALL_SCREEN_MAX_WIDTH } from './environment/browser-environment.ts';
export {
  createBrowserRecentSearchStorage,
  mergeRecentSearches,
} from './environment/browser-recent-search-storage.ts';
export { createIndexedDbRecentSearchStorage } from './environment/indexed-db-recent-search-storage.ts';
export { isolatedEnvironment } from './environment/isolated-environment.ts';
export { createLocalRecentSearchStorage } from './environment/local-recent-search-storage.ts';
export { createMemoryKeyValueStorage } from './environment/memory-key-value-storage.ts';
export { createMemoryRecentSearchStorage } from './environment/memory-recent-search-storage.ts';
export type { MemoryRecentSearchStorage } from './environment/memory-recent-search-storage.ts';
export type { GeolocationLike, PlannerEnvironment } from './environment/planner-environment.ts';
export type { RecentSearchStorage } from './environment/recent-search-storage.ts';
export { safeLocalStorage } from './environment/safe-local-storage.ts';

export * from './stores/index.ts';

export { AddDestinationInput } from './components/AddDestinationInput.tsx';
export { AlternativesList } from './components/AlternativesList.tsx';
export { AxleStepper } from './components/AxleStepper.tsx';
export type { AxleStepperProps } from './components/AxleStepper.tsx';
export { CalculateButton } from './components/CalculateButton.tsx';
export { ClearFieldsButton } from './components/ClearFieldsButton.tsx';
export { ClearFieldsDialog } from './components/ClearFieldsDialog.tsx';
export type { ClearFieldsDialogProps } from './components/ClearFieldsDialog.tsx';
export { FreightFloorCard } from './components/FreightFloorCard.tsx';
export { MapView } from './components/MapView.tsx';
export type { MapViewProps } from './components/MapView.tsx';
export { configFromProps, Planner } from './components/Planner.tsx';
export type { PlannerProps } from './components/Planner.tsx';
export { PlannerLayout } from './components/PlannerLayout.tsx';
export { PlannerStoresProvider, usePlannerStores } from './components/PlannerStoresProvider.tsx';
export { PlateField } from './components/PlateField.tsx';
export type { PlateFieldProps } from './components/PlateField.tsx';
export { RearWheelSelect } from './components/RearWheelSelect.tsx';
export type { RearWheelSelectProps } from './components/RearWheelSelect.tsx';
export { RouteErrorDialog } from './components/RouteErrorDialog.tsx';
export { RouteOptions } from './components/RouteOptions.tsx';
export { RouteResults } from './components/RouteResults.tsx';
export { RouteSettingsPanel } from './components/RouteSettingsPanel.tsx';
export { RouteOptionsCard } from './components/RouteOptionsCard.tsx';
export { RouteSummaryCard } from './components/RouteSummaryCard.tsx';
export { loadSavedRoute, SavedRoutesDialog } from './components/SavedRoutesDialog.tsx';
export type { SavedRoutesDialogProps } from './components/SavedRoutesDialog.tsx';
export { SaveRouteButton, SaveRouteDialog } from './components/SaveRouteDialog.tsx';
export type { SaveRouteDialogProps } from './components/SaveRouteDialog.tsx';
export {
  SEARCH_RESULT_LIST_HEIGHT,
  SearchResultList,
  searchResultId,
} from './components/SearchResultList.tsx';
export type { SearchResultListProps } from './components/SearchResultList.tsx';
export { SearchResultIcon } from './components/SearchResultIcon.tsx';
export { TollPlazasCard } from './components/TollPlazasCard.tsx';
export { VehicleSelector } from './components/VehicleSelector.tsx';
export { WaypointEditor } from './components/WaypointEditor.tsx';
export { WaypointLetter } from './components/WaypointLetter.tsx';
export { WaypointList } from './components/WaypointList.tsx';
export { WaypointRow } from './components/WaypointRow.tsx';
export type { WaypointRowProps } from './components/WaypointRow.tsx';
export { WaypointSearch } from './components/WaypointSearch.tsx';

export { defaultMapStyle, OSM_TILE_URL } from './map/default-map-style.ts';
export { loadMaplibre } from './map/load-maplibre.ts';
export type { LoadedMaplibre } from './map/load-maplibre.ts';
export {
  ALTERNATIVE_ROUTE_COLOR,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  ROUTE_COLOR,
  ROUTE_FIT_PADDING,
  STATION_MARKER_COLOR,
  TILE_MAX_ZOOM,
  TILE_SIZE,
  TOLL_MARKER_COLOR,
} from './map/map-defaults.ts';
export { markerPoints, routeLines, selectedBounds, tripCoordinates } from './map/route-geojson.ts';
export type {
  Feature,
  FeatureCollection,
  LineString,
  Point,
  RouteLineProperties,
} from './map/route-geojson.ts';
export {
  addRouteLayers,
  fitToRoute,
  ROUTE_LAYER_IDS,
  setMarkerVisibility,
  setRouteLayersData,
} from './map/route-layers.ts';
export type { RouteLayersData } from './map/route-layers.ts';
export { freightTables } from './results/freight-tables.ts';
export type { FreightTableView } from './results/freight-tables.ts';
export { routeLinks, routeReportLink } from './results/route-links.ts';
export type { RouteLinks } from './results/route-links.ts';
export { savedRouteFacts } from './results/saved-route-body.ts';
export type { SavedRouteFacts } from './results/saved-route-body.ts';
export {
  ALL_SAVED_ROUTES_FILTERS,
  routeTypeOfText,
  SAVED_ROUTES_DEFAULT_PAGE_SIZE,
  SAVED_ROUTES_PAGE_SIZES,
  savedRoutesQuery,
} from './results/saved-routes-query.ts';
export type { SavedRoutesFilters } from './results/saved-routes-query.ts';
export { tollTableEntries } from './results/toll-table-entries.ts';
export { MESSAGES } from './messages.ts';
export { createPlannerTheme } from './theme/create-planner-theme.ts';
export type { PlannerThemeOptions } from './theme/create-planner-theme.ts';
export { HOST_STYLES } from './theme/host-styles.ts';
export { EMOTION_CACHE_KEY, StyleScope } from './theme/StyleScope.tsx';
export type { StyleScopeProps } from './theme/StyleScope.tsx';
