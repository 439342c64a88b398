import type { GeoJSONSource, Map as MaplibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import {
  ALTERNATIVE_ROUTE_COLOR,
  CONNECTOR_COLOR,
  RETURN_ROUTE_COLOR,
  ROUTE_COLOR,
  ROUTE_FIT_PADDING,
  STATION_MARKER_COLOR,
  TOLL_MARKER_COLOR,
} from './map-defaults.ts';
import type { ConnectorProperties } from './route-connectors.ts';
import type { FeatureCollection, LineString, Point, RouteLineProperties } from './route-geojson.ts';
import { selectedBounds } from './route-geojson.ts';

/** Ids of the route sources and layers on the map. */
export const ROUTE_LAYER_IDS = {
  routesSource: 'route-lines',
  selectedLayer: 'route-selected',
  alternativesLayer: 'route-alternatives',
  returnSource: 'route-return',
  returnLayer: 'route-return',
  tollsSource: 'route-tolls',
  tollsLayer: 'route-tolls',
  stationsSource: 'route-stations',
  stationsLayer: 'route-stations',
  connectorsSource: 'route-connectors',
  connectorsLayer: 'route-connectors',
} as const;

/** The planner's own sources: kept on top when the basemap changes. */
export const ROUTE_SOURCE_IDS: readonly string[] = [
  ROUTE_LAYER_IDS.routesSource,
  ROUTE_LAYER_IDS.returnSource,
  ROUTE_LAYER_IDS.connectorsSource,
  ROUTE_LAYER_IDS.tollsSource,
  ROUTE_LAYER_IDS.stationsSource,
];

/** Performance mark set once the layers of a new route answer are drawn (the benchmark reads it). */
export const ROUTE_DRAWN_MARK = 'freight-route-planner:route-drawn';

/** What the route layers show. */
export interface RouteLayersData {
  readonly lines: FeatureCollection<LineString, RouteLineProperties>;
  /** The selected alternative's way back, dashed beside it (empty without 'Calcular retorno'). */
  readonly returnLine?: FeatureCollection<LineString, { index: number }>;
  readonly tolls: FeatureCollection<Point, { name: string; index: number }>;
  readonly stations: FeatureCollection<Point, { name: string; index: number }>;
}

/** A toll plaza or weighing station marker. */
export type RouteMarkerKind = 'toll' | 'station';

/** What the route layers report: the alternative clicked, and the toll or station marker clicked. */
export interface RouteLayerHandlers {
  /** Index of the clicked grey alternative. */
  onSelect(index: number): void;
  /** A toll plaza or weighing station marker was clicked: its index in the selected way's list. */
  onMarker?(kind: RouteMarkerKind, index: number, position: { lng: number; lat: number }): void;
}

const EMPTY = { type: 'FeatureCollection' as const, features: [] };

/**
 * Adds the sources and layers of the route (alternatives grey and clickable, the selected line blue,
 * toll plaza and weighing station circles) once the style is loaded; `onSelect` gets the index of the
 * clicked alternative, `onMarker` the toll plaza or weighing station clicked.
 */
export function addRouteLayers(map: MaplibreMap, handlers: RouteLayerHandlers): void {
  const { onSelect, onMarker } = handlers;
  const ids = ROUTE_LAYER_IDS;
  map.addSource(ids.routesSource, { type: 'geojson', data: EMPTY });
  map.addSource(ids.returnSource, { type: 'geojson', data: EMPTY });
  map.addSource(ids.tollsSource, { type: 'geojson', data: EMPTY });
  map.addSource(ids.stationsSource, { type: 'geojson', data: EMPTY });
  map.addSource(ids.connectorsSource, { type: 'geojson', data: EMPTY });
  const line = { 'line-join': 'round', 'line-cap': 'round' } as const;
  map.addLayer({
    id: ids.alternativesLayer,
    type: 'line',
    source: ids.routesSource,
    filter: ['!', ['get', 'selected']],
    layout: line,
    paint: { 'line-color': ALTERNATIVE_ROUTE_COLOR, 'line-width': 5, 'line-opacity': 0.8 },
  });
  map.addLayer({
    id: ids.returnLayer,
    type: 'line',
    source: ids.returnSource,
    layout: line,
    // Beside the way out (roads run both ways), dashed: both stay visible where they share the road.
    paint: {
      'line-color': RETURN_ROUTE_COLOR,
      'line-width': 4,
      'line-offset': 5,
      'line-dasharray': [1.5, 1.5],
    },
  });
  map.addLayer({
    id: ids.connectorsLayer,
    type: 'line',
    source: ids.connectorsSource,
    paint: { 'line-color': CONNECTOR_COLOR, 'line-width': 2, 'line-dasharray': [2, 2] },
  });
  map.addLayer({
    id: ids.selectedLayer,
    type: 'line',
    source: ids.routesSource,
    filter: ['get', 'selected'],
    layout: line,
    paint: { 'line-color': ROUTE_COLOR, 'line-width': 6 },
  });
  const circle = (color: string) => ({
    'circle-radius': 6,
    'circle-color': color,
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
  });
  map.addLayer({
    id: ids.tollsLayer,
    type: 'circle',
    source: ids.tollsSource,
    paint: circle(TOLL_MARKER_COLOR),
  });
  map.addLayer({
    id: ids.stationsLayer,
    type: 'circle',
    source: ids.stationsSource,
    paint: circle(STATION_MARKER_COLOR),
    layout: { visibility: 'none' },
  });
  map.on('click', ids.alternativesLayer, (event: MapLayerMouseEvent) => {
    const index = event.features?.[0]?.properties.index;
    if (typeof index === 'number') onSelect(index);
  });
  const markerLayers: readonly [string, RouteMarkerKind][] = [
    [ids.tollsLayer, 'toll'],
    [ids.stationsLayer, 'station'],
  ];
  for (const [layer, kind] of markerLayers) {
    map.on('click', layer, (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      const index = feature?.properties.index;
      if (typeof index !== 'number' || feature?.geometry.type !== 'Point') return;
      const [lng, lat] = feature.geometry.coordinates;
      if (lng !== undefined && lat !== undefined) onMarker?.(kind, index, { lng, lat });
    });
  }
  for (const layer of [ids.alternativesLayer, ids.tollsLayer, ids.stationsLayer]) {
    map.on('mouseenter', layer, () => {
      map.getCanvas().style.cursor = 'pointer';
    });
    map.on('mouseleave', layer, () => {
      map.getCanvas().style.cursor = '';
    });
  }
}

/** Replaces the data of the route layers. */
export function setRouteLayersData(map: MaplibreMap, data: RouteLayersData): void {
  const ids = ROUTE_LAYER_IDS;
  map.getSource<GeoJSONSource>(ids.routesSource)?.setData(data.lines);
  map.getSource<GeoJSONSource>(ids.returnSource)?.setData(data.returnLine ?? EMPTY);
  map.getSource<GeoJSONSource>(ids.tollsSource)?.setData(data.tolls);
  map.getSource<GeoJSONSource>(ids.stationsSource)?.setData(data.stations);
}

/**
 * Replaces the dashed connectors from the waypoints the route misses to the route (SPEC §9); kept apart
 * from the route lines, so a marker drag does not send the whole route to the map's worker again.
 */
export function setConnectorsData(
  map: MaplibreMap,
  connectors: FeatureCollection<LineString, ConnectorProperties>,
): void {
  map.getSource<GeoJSONSource>(ROUTE_LAYER_IDS.connectorsSource)?.setData(connectors);
}

/**
 * Calls `onDrawn` once the route lines set last are drawn: at the first `idle` of the map (every source
 * loaded, the frame rendered) with the route source loaded. Answers a function that stops waiting.
 */
export function whenRouteDrawn(map: MaplibreMap, onDrawn: () => void): () => void {
  const check = () => {
    if (!map.isSourceLoaded(ROUTE_LAYER_IDS.routesSource)) return;
    map.off('idle', check);
    onDrawn();
  };
  map.on('idle', check);
  return () => map.off('idle', check);
}

/** Shows or hides the toll plaza and weighing station markers. */
export function setMarkerVisibility(map: MaplibreMap, visible: { tolls: boolean; stations: boolean }): void {
  map.setLayoutProperty(ROUTE_LAYER_IDS.tollsLayer, 'visibility', visible.tolls ? 'visible' : 'none');
  map.setLayoutProperty(ROUTE_LAYER_IDS.stationsLayer, 'visibility', visible.stations ? 'visible' : 'none');
}

/** Fits the map to the selected line with padding 60 (SPEC §2 Map); nothing without a line. */
export function fitToRoute(
  map: MaplibreMap,
  lines: FeatureCollection<LineString, RouteLineProperties>,
): void {
  const bounds = selectedBounds(lines);
  if (bounds) map.fitBounds(bounds, { padding: ROUTE_FIT_PADDING, duration: 0 });
}
