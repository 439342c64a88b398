export { ELEMENT_TAG } from './element/element-tag.ts';
export { FreightRoutePlannerElement } from './element/freight-route-planner-element.ts';
export { PLANNER_ATTRIBUTE_TYPES } from './element/planner-attributes.ts';
export type { PlannerAttributes } from './element/planner-attributes.ts';
export { PlannerElementRoot } from './element/PlannerElementRoot.tsx';
export type { PlannerElementRootProps } from './element/PlannerElementRoot.tsx';
export { PLANNER_EVENT_INIT } from './events/planner-events.ts';
export type * from './events/planner-events.ts';

export { browserEnvironment } from './environment/browser-environment.ts';
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
export { createDialogsStore, missingAddressIndex } from './stores/dialogs-store.ts';
export type { DialogsStore, SubscriptionNotice } from './stores/dialogs-store.ts';
export { createLoginStore } from './stores/login-store.ts';
export type { LoginState, LoginStore, LoginStoreDependencies } from './stores/login-store.ts';
export { createOpeningStore } from './stores/opening-store.ts';
export type { OpeningState, OpeningStore, OpeningStoreDependencies } from './stores/opening-store.ts';
export { createSaveRouteStore } from './stores/save-route-store.ts';
export type {
  SaveRouteForm,
  SaveRouteStore,
  SaveRouteStoreDependencies,
  SaveRouteSuccess,
} from './stores/save-route-store.ts';
export { createSavedRouteStore } from './stores/saved-route-store.ts';
export type {
  OpenedSavedRoute,
  SavedRouteStore,
  SavedRouteStoreDependencies,
} from './stores/saved-route-store.ts';
export { createShareStore } from './stores/share-store.ts';
export type { ShareState, ShareStore, ShareStoreDependencies, ShareTab } from './stores/share-store.ts';
export { copyText } from './environment/copy-text.ts';

export { AddDestinationInput } from './components/AddDestinationInput.tsx';
export { AlternativeChoice, AlternativesList } from './components/AlternativesList.tsx';
export type { AlternativeChoiceProps } from './components/AlternativesList.tsx';
export { AxleStepper } from './components/AxleStepper.tsx';
export type { AxleStepperProps } from './components/AxleStepper.tsx';
export { CalculateButton } from './components/CalculateButton.tsx';
export { ClearFieldsButton } from './components/ClearFieldsButton.tsx';
export { ClearFieldsDialog } from './components/ClearFieldsDialog.tsx';
export type { ClearFieldsDialogProps } from './components/ClearFieldsDialog.tsx';
export { CollapsibleCard } from './components/CollapsibleCard.tsx';
export type { CollapsibleCardProps } from './components/CollapsibleCard.tsx';
export { DataTable, TableScroll } from './components/DataTable.tsx';
export { FreightFloorCard } from './components/FreightFloorCard.tsx';
export { Hint, HINT_ENTER_DELAY_MS } from './components/Hint.tsx';
export type { HintPlacement, HintProps } from './components/Hint.tsx';
export { LoginForm } from './components/LoginForm.tsx';
export { MissingAddressDialog } from './components/MissingAddressDialog.tsx';
export { Notice } from './components/Notice.tsx';
export type { NoticeProps, NoticeSeverity } from './components/Notice.tsx';
export { OpeningNotice } from './components/OpeningNotice.tsx';
export { Pager } from './components/Pager.tsx';
export type { PagerProps } from './components/Pager.tsx';
export { MapBasemapSwitcher } from './components/MapBasemapSwitcher.tsx';
export { MapContextMenu } from './components/MapContextMenu.tsx';
export { MapCoordinatesDialog } from './components/MapCoordinatesDialog.tsx';
export { MapGestureWarning } from './components/MapGestureWarning.tsx';
export { MapRoutePanel } from './components/MapRoutePanel.tsx';
export { MapRoutingErrorBox } from './components/MapRoutingErrorBox.tsx';
export { MapView } from './components/MapView.tsx';
export type { MapViewProps } from './components/MapView.tsx';
export { configFromProps, Planner } from './components/Planner.tsx';
export type { PlannerProps } from './components/Planner.tsx';
export { PlannerLayout } from './components/PlannerLayout.tsx';
export { PlannerStoresProvider, usePlannerStores } from './components/PlannerStoresProvider.tsx';
export { PlateField } from './components/PlateField.tsx';
export type { PlateFieldProps } from './components/PlateField.tsx';
export { PlateSelector } from './components/PlateSelector.tsx';
export { PlateTagChoice } from './components/PlateTagChoice.tsx';
export type { PlateTagChoiceProps } from './components/PlateTagChoice.tsx';
export { PopupMenu } from './components/PopupMenu.tsx';
export type { PopupMenuPlacement, PopupMenuPoint, PopupMenuProps } from './components/PopupMenu.tsx';
export { PopupMenuItem } from './components/PopupMenuItem.tsx';
export type { PopupMenuItemProps } from './components/PopupMenuItem.tsx';
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
export { RemoveWaypointDialog } from './components/RemoveWaypointDialog.tsx';
export { PlannerDialog } from './components/PlannerDialog.tsx';
export type {
  PlannerDialogCloseReason,
  PlannerDialogProps,
  PlannerDialogWidth,
} from './components/PlannerDialog.tsx';
export { SelectField } from './components/SelectField.tsx';
export type { SelectFieldOption, SelectFieldProps } from './components/SelectField.tsx';
export { SaveRouteButton, SaveRouteDialog, SaveRouteSuccessDialog } from './components/SaveRouteDialog.tsx';
export {
  SEARCH_RESULT_LIST_HEIGHT,
  SearchResultList,
  searchResultId,
} from './components/SearchResultList.tsx';
export type { SearchResultListProps } from './components/SearchResultList.tsx';
export { SearchResultIcon } from './components/SearchResultIcon.tsx';
export { Separator } from './components/Separator.tsx';
export { SHARE_DIALOG_WIDTH, ShareRouteDialog } from './components/ShareRouteDialog.tsx';
export { SharedRouteSettings } from './components/SharedRouteSettings.tsx';
export { SubscriptionDialog } from './components/SubscriptionDialog.tsx';
export { TabBar, tabId } from './components/TabBar.tsx';
export type { TabBarProps, TabBarTab } from './components/TabBar.tsx';
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
  CONNECTOR_COLOR,
  CONTEXT_MENU_WIDTH,
  GESTURE_WARNING_MS,
  ROUTE_DRAG_INTERVAL_MS,
  ROUTE_DRAG_TOLERANCE_PX,
  ROUTE_PANEL_COLLAPSE_WIDTH,
} from './map/map-defaults.ts';
export {
  BASEMAP_SOURCE_ID,
  basemapChoices,
  basemapMaxZoom,
  basemapStyle,
  isRasterBasemap,
  keepOverlays,
  MAP_STYLE_BASEMAP_ID,
  OSM_BASEMAP,
  parseBasemaps,
} from './map/basemaps.ts';
export type { Basemap, RasterBasemap, StyleBasemap } from './map/basemaps.ts';
export { coordinatePair } from './map/coordinate-pair.ts';
export { createThrottle } from './map/drag-throttle.ts';
export type { Throttle } from './map/drag-throttle.ts';
export { REVERSE_GEOCODE_PATH, reverseGeocodeLabel } from './map/reverse-geocode.ts';
export { connectorLines, nearestPointOnLine } from './map/route-connectors.ts';
export type { ConnectorProperties } from './map/route-connectors.ts';
export { insertionIndex } from './map/route-insertion.ts';
export { enableRouteLineDrag } from './map/route-line-drag.ts';
export type { RouteLineDragHandlers } from './map/route-line-drag.ts';
export { routePanelEntries } from './map/route-panel-entries.ts';
export type { RoutePanelEntry } from './map/route-panel-entries.ts';
export { createWaypointMarkers } from './map/waypoint-markers.ts';
export type { WaypointMarkerEntry, WaypointMarkerHandlers, WaypointMarkers } from './map/waypoint-markers.ts';
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
  ROUTE_DRAWN_MARK,
  ROUTE_LAYER_IDS,
  ROUTE_SOURCE_IDS,
  setConnectorsData,
  setMarkerVisibility,
  setRouteLayersData,
  whenRouteDrawn,
} from './map/route-layers.ts';
export type { RouteLayerHandlers, RouteLayersData, RouteMarkerKind } from './map/route-layers.ts';
export { markerPopupElement, stationPopupContent, tollPopupContent } from './map/marker-popup.ts';
export type { MarkerPopupContent } from './map/marker-popup.ts';
export { freightTables } from '@freight/core';
export type { FreightTableView } from '@freight/core';
export {
  EMBED_PAGE_PATH,
  resolveOnServer,
  routeLinks,
  routeReportLink,
  serverOrigin,
  sharedRouteEmbedCode,
  sharedRoutePath,
} from './results/route-links.ts';
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
export { notChargedRowTexts, percentText, tollRowTexts, tollTableEntries, wayTollTable } from '@freight/core';
export type { TollRowTexts, WayTollTable } from '@freight/core';
export { MESSAGES } from './messages.ts';
export { createPlannerTheme } from './theme/create-planner-theme.ts';
export type { PlannerThemeOptions } from './theme/create-planner-theme.ts';
export { HOST_STYLES } from './theme/host-styles.ts';
export { EMOTION_CACHE_KEY, StyleScope } from './theme/StyleScope.tsx';
export type { StyleScopeProps } from './theme/StyleScope.tsx';
