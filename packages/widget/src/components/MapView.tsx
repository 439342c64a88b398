import { hasCoordinates } from '@freight/core';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import type { Map as MaplibreMap, Popup } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Basemap } from '../map/basemaps.ts';
import { basemapMaxZoom, basemapStyle, keepOverlays } from '../map/basemaps.ts';
import { loadMaplibre } from '../map/load-maplibre.ts';
import { markerPopupElement, stationPopupContent, tollPopupContent } from '../map/marker-popup.ts';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, ROUTE_COLOR } from '../map/map-defaults.ts';
import { connectorLines } from '../map/route-connectors.ts';
import { markerPoints, returnLine, routeLines } from '../map/route-geojson.ts';
import {
  addRouteLayers,
  fitToRoute,
  ROUTE_DRAWN_MARK,
  ROUTE_LAYER_IDS,
  ROUTE_SOURCE_IDS,
  setConnectorsData,
  setMarkerVisibility,
  setRouteLayersData,
  whenRouteDrawn,
} from '../map/route-layers.ts';
import { enableRouteLineDrag } from '../map/route-line-drag.ts';
import type { WaypointMarkerEntry, WaypointMarkers } from '../map/waypoint-markers.ts';
import { createWaypointMarkers } from '../map/waypoint-markers.ts';
import { MESSAGES } from '../messages.ts';
import { MapBasemapSwitcher } from './MapBasemapSwitcher.tsx';
import { MapContextMenu } from './MapContextMenu.tsx';
import { MapCoordinatesDialog } from './MapCoordinatesDialog.tsx';
import { MapGestureWarning } from './MapGestureWarning.tsx';
import { MapRoutePanel } from './MapRoutePanel.tsx';
import { MapRoutingErrorBox } from './MapRoutingErrorBox.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

type MapStatus = 'loading' | 'ready' | 'failed';

/** maplibre's own cooperative-gesture screen is replaced by {@link MapGestureWarning} (1000 ms, pt-BR). */
const MAP_EXTRA_CSS = [
  '.maplibregl-cooperative-gesture-screen{display:none}',
  '.frp-marker-popup{font:13px/1.4 Roboto,Helvetica,Arial,sans-serif;color:#222;min-width:180px}',
  '.frp-marker-popup-kind{font-size:11px;color:#666;text-transform:uppercase;letter-spacing:.04em}',
  '.frp-marker-popup-title{display:block;font-size:14px;margin:2px 16px 2px 0}',
  '.frp-marker-popup-place{color:#555;margin-bottom:4px}',
  '.frp-marker-popup dl{display:grid;grid-template-columns:auto 1fr;gap:2px 8px;margin:4px 0 0}',
  '.frp-marker-popup dt{color:#666}',
  '.frp-marker-popup dd{margin:0;font-weight:500}',
  '.frp-marker-popup-note{margin:6px 0 0;color:#663c00}',
].join('');

/** pt-BR texts of maplibre's controls. */
const MAP_LOCALE = {
  'NavigationControl.ZoomIn': MESSAGES.map.zoomIn,
  'NavigationControl.ZoomOut': MESSAGES.map.zoomOut,
  'AttributionControl.ToggleAttribution': MESSAGES.map.attribution,
  'Popup.Close': MESSAGES.map.closePopup,
};

/** Props of {@link MapView}. */
export interface MapViewProps {
  /** Called with the maplibre map once its style and the route layers are loaded. */
  onMapReady?: (map: MaplibreMap) => void;
}

/**
 * The map (SPEC §2 Map): centred on São Paulo at zoom 11, zoom controls at top right, the basemap of the
 * map store (the `map-style` attribute's style, else OpenStreetMap) with its switcher. maplibre-gl loads
 * when the map mounts; its CSS goes in a `<style>` beside it. Flies to the position asked for by the
 * stores (skipped on small screens). Draws the calculated route: the selected alternative blue, the
 * others grey (a click selects one), toll plaza markers (shown) and weighing station markers (hidden)
 * with their checkboxes, dashed connectors to waypoints the route misses, and fits the selected route with
 * padding 60. Editing: draggable waypoint markers, dragging the route line inserts a waypoint, the
 * right-click menu; the 'Rota n' panel, the routing error box and the gesture warning sit over it.
 * Once a new answer's route is drawn it sets the performance mark `freight-route-planner:route-drawn`.
 */
export function MapView({ onMapReady }: MapViewProps = {}) {
  const { map: mapStore, mapEdit, environment, route, selection, waypoints } = usePlannerStores();
  const focus = useStore(mapStore.$focus);
  const recenter = useStore(mapStore.$recenter);
  const markers = useStore(mapStore.$markers);
  const basemap = useStore(mapStore.$basemap);
  const { response } = useStore(route.$route);
  const selectedIndex = useStore(selection.$selectedIndex);
  const plazas = useStore(selection.$plazas);
  const stations = useStore(selection.$stations);
  const list = useStore(waypoints.$waypoints);
  const display = useStore(waypoints.$display);
  const lines = useMemo(() => routeLines(response, selectedIndex), [response, selectedIndex]);
  const back = useMemo(() => returnLine(response, selectedIndex), [response, selectedIndex]);
  const tolls = useMemo(() => markerPoints(plazas), [plazas]);
  const stationPoints = useMemo(() => markerPoints(stations), [stations]);
  const connectors = useMemo(() => {
    const selected = lines.features.find((feature) => feature.properties.selected);
    const positions = list.map((waypoint) => (hasCoordinates(waypoint) ? waypoint.coordinates : null));
    return connectorLines(positions, selected?.geometry.coordinates ?? []);
  }, [lines, list]);
  const markerEntries = useMemo(
    (): WaypointMarkerEntry[] =>
      list.flatMap((waypoint, index) =>
        hasCoordinates(waypoint)
          ? [
              {
                index,
                position: waypoint.coordinates,
                letter: display[index]?.letter ?? '',
                color: display[index]?.letterColor ?? ROUTE_COLOR,
              },
            ]
          : [],
      ),
    [list, display],
  );
  const boxRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const markersRef = useRef<WaypointMarkers | null>(null);
  /** The open toll plaza or weighing station pop-up. */
  const popupRef = useRef<Popup | null>(null);
  const appliedBasemap = useRef<Basemap | null>(null);
  const [css, setCss] = useState('');
  const [status, setStatus] = useState<MapStatus>('loading');
  /**
   * True from a basemap switch until its style has loaded: layers cannot be changed meanwhile, so the effects
   * that change them wait for the next style epoch.
   */
  const styleLoading = useRef(false);
  /** Counts basemap switches: the route data is given again to the new style. */
  const [styleEpoch, setStyleEpoch] = useState(0);
  const onReadyRef = useRef(onMapReady);
  useEffect(() => {
    onReadyRef.current = onMapReady;
  }, [onMapReady]);

  useEffect(() => {
    let cancelled = false;
    let map: MaplibreMap | undefined;
    let stopLineDrag: (() => void) | undefined;
    setStatus('loading');
    loadMaplibre().then(
      ({ maplibregl, css: stylesheet }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        setCss(stylesheet);
        const initial = mapStore.$basemap.get();
        appliedBasemap.current = initial;
        const created = new maplibregl.Map({
          container,
          style: basemapStyle(initial),
          maxZoom: basemapMaxZoom(initial),
          center: [DEFAULT_MAP_CENTER.lng, DEFAULT_MAP_CENTER.lat],
          zoom: DEFAULT_MAP_ZOOM,
          attributionControl: { compact: true },
          cooperativeGestures: true,
          locale: MAP_LOCALE,
        });
        map = created;
        created.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        created.on('cooperativegestureprevented', (event) =>
          mapStore.warnGesture(event.gestureType === 'touch_pan' ? 'touch' : 'wheel'),
        );
        created.on('contextmenu', (event) => {
          event.originalEvent.preventDefault();
          mapStore.openMenu({
            position: { lat: event.lngLat.lat, lng: event.lngLat.lng },
            left: event.originalEvent.clientX,
            top: event.originalEvent.clientY,
          });
        });
        markersRef.current = createWaypointMarkers(maplibregl, created, {
          onDrag: (index, position) => mapEdit.dragWaypoint(index, position),
          onDrop: (index, position) => mapEdit.dropWaypoint(index, position),
        });
        created.once('load', () => {
          if (cancelled) return;
          addRouteLayers(created, {
            onSelect: (index) => selection.select(index),
            onMarker(kind, index, position) {
              const plaza = kind === 'toll' ? selection.$plazas.get()[index] : undefined;
              const station = kind === 'station' ? selection.$stations.get()[index] : undefined;
              const content = plaza ? tollPopupContent(plaza) : station ? stationPopupContent(station) : null;
              if (!content) return;
              popupRef.current?.remove();
              popupRef.current = new maplibregl.Popup({ maxWidth: '280px', focusAfterOpen: false })
                .setLngLat(position)
                .setDOMContent(markerPopupElement(content, container.ownerDocument))
                .addTo(created);
            },
          });
          stopLineDrag = enableRouteLineDrag(created, ROUTE_LAYER_IDS.selectedLayer, {
            canStart: () => mapEdit.canEdit(),
            start: (grabbed) => mapEdit.startRouteDrag(grabbed),
            move: (index, position) => mapEdit.dragWaypoint(index, position),
            drop: (index, position) => void mapEdit.dropWaypoint(index, position),
          });
          setStatus('ready');
          onReadyRef.current?.(created);
        });
        mapRef.current = created;
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      popupRef.current?.remove();
      popupRef.current = null;
      stopLineDrag?.();
      markersRef.current?.remove();
      markersRef.current = null;
      map?.remove();
      mapRef.current = null;
    };
  }, [mapStore, mapEdit, selection]);

  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map || appliedBasemap.current === basemap) return;
    appliedBasemap.current = basemap;
    map.setMaxZoom(basemapMaxZoom(basemap));
    styleLoading.current = true;
    map.once('style.load', () => {
      styleLoading.current = false;
      setStyleEpoch((epoch) => epoch + 1);
    });
    map.setStyle(basemapStyle(basemap), {
      diff: false,
      transformStyle: (previous, next) => keepOverlays(previous, next, ROUTE_SOURCE_IDS),
    });
  }, [status, basemap]);

  useEffect(() => {
    if (status === 'ready') markersRef.current?.sync(markerEntries);
  }, [status, markerEntries]);

  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map || styleLoading.current) return;
    setRouteLayersData(map, { lines, returnLine: back, tolls, stations: stationPoints });
  }, [status, lines, back, tolls, stationPoints, styleEpoch]);

  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map || styleLoading.current) return;
    setConnectorsData(map, connectors);
  }, [status, connectors, styleEpoch]);

  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map) return;
    popupRef.current?.remove(); // a new answer: the pop-up's plaza may no longer be on the route
    fitToRoute(map, routeLines(response, 0));
    if (!response) return;
    // Once per new answer (this effect follows `response`): the layers were just given its lines.
    return whenRouteDrawn(map, () => performance.mark(ROUTE_DRAWN_MARK));
  }, [status, response]);

  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map || styleLoading.current) return;
    setMarkerVisibility(map, markers);
  }, [status, markers, styleEpoch]);

  useEffect(() => {
    if (!focus || environment.isSmallScreen()) return;
    mapRef.current?.flyTo({ center: [focus.center.lng, focus.center.lat], zoom: DEFAULT_MAP_ZOOM });
  }, [focus, environment]);

  useEffect(() => {
    if (recenter) mapRef.current?.easeTo({ center: [recenter.center.lng, recenter.center.lat] });
  }, [recenter]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) mapStore.setMapWidth(entry.contentRect.width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [mapStore]);

  return (
    <Box
      ref={boxRef}
      sx={{ position: 'relative', minHeight: 360, height: '100%' }}
      data-testid="planner-map"
      data-status={status}
    >
      {css && (
        <style>
          {css}
          {MAP_EXTRA_CSS}
        </style>
      )}
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
      <Stack
        spacing={1}
        sx={{
          position: 'absolute',
          left: 8,
          top: 8,
          zIndex: 2,
          maxWidth: 'calc(100% - 60px)',
          maxHeight: 'calc(100% - 16px)',
          overflowY: 'auto',
          alignItems: 'flex-start',
        }}
      >
        {response && (
          <Paper
            variant="outlined"
            sx={{ px: 1.5, py: 0.5, display: 'flex', flexDirection: 'column' }}
            data-testid="map-marker-toggles"
          >
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={markers.tolls}
                  onChange={(event) => mapStore.setMarkers('tolls', event.target.checked)}
                />
              }
              label={MESSAGES.showTolls}
            />
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={markers.stations}
                  onChange={(event) => mapStore.setMarkers('stations', event.target.checked)}
                />
              }
              label={MESSAGES.showStations}
            />
          </Paper>
        )}
        <MapRoutePanel />
      </Stack>
      <Box sx={{ position: 'absolute', right: 10, top: 84, zIndex: 2 }}>
        <MapBasemapSwitcher />
      </Box>
      <Box
        sx={{
          position: 'absolute',
          left: '50%',
          bottom: 36,
          transform: 'translateX(-50%)',
          width: 'max-content',
          maxWidth: 'calc(100% - 16px)',
          zIndex: 2,
        }}
      >
        <MapRoutingErrorBox />
      </Box>
      <MapGestureWarning />
      <MapContextMenu />
      <MapCoordinatesDialog />
      {status !== 'ready' && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {status === 'failed' ? MESSAGES.mapUnavailable : MESSAGES.mapLoading}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
