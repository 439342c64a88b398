import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defaultMapStyle } from '../map/default-map-style.ts';
import { loadMaplibre } from '../map/load-maplibre.ts';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../map/map-defaults.ts';
import { markerPoints, routeLines } from '../map/route-geojson.ts';
import { addRouteLayers, fitToRoute, setMarkerVisibility, setRouteLayersData } from '../map/route-layers.ts';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

type MapStatus = 'loading' | 'ready' | 'failed';

/** Props of {@link MapView}. */
export interface MapViewProps {
  /** Called with the maplibre map once its style and the route layers are loaded. */
  onMapReady?: (map: MaplibreMap) => void;
}

/**
 * The map (SPEC §2 Map): centred on São Paulo at zoom 11, zoom controls at top right, style from the
 * `map-style` attribute. maplibre-gl loads when the map mounts; its CSS goes in a `<style>` beside it.
 * Flies to the position asked for by the stores (skipped on small screens). Draws the calculated route:
 * the selected alternative blue, the others grey (a click selects one), toll plaza markers (shown) and
 * weighing station markers (hidden) with their switches, and fits the selected route with padding 60.
 */
export function MapView({ onMapReady }: MapViewProps = {}) {
  const { config, map: mapStore, environment, route, selection } = usePlannerStores();
  const { mapStyle } = useStore(config.$config);
  const focus = useStore(mapStore.$focus);
  const markers = useStore(mapStore.$markers);
  const { response } = useStore(route.$route);
  const selectedIndex = useStore(selection.$selectedIndex);
  const plazas = useStore(selection.$plazas);
  const stations = useStore(selection.$stations);
  const lines = useMemo(() => routeLines(response, selectedIndex), [response, selectedIndex]);
  const tolls = useMemo(() => markerPoints(plazas), [plazas]);
  const stationPoints = useMemo(() => markerPoints(stations), [stations]);
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const [css, setCss] = useState('');
  const [status, setStatus] = useState<MapStatus>('loading');
  const onReadyRef = useRef(onMapReady);
  useEffect(() => {
    onReadyRef.current = onMapReady;
  }, [onMapReady]);

  useEffect(() => {
    let cancelled = false;
    let map: MaplibreMap | undefined;
    setStatus('loading');
    loadMaplibre().then(
      ({ maplibregl, css: stylesheet }) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        setCss(stylesheet);
        map = new maplibregl.Map({
          container,
          style: mapStyle ?? defaultMapStyle(),
          center: [DEFAULT_MAP_CENTER.lng, DEFAULT_MAP_CENTER.lat],
          zoom: DEFAULT_MAP_ZOOM,
          attributionControl: { compact: true },
        });
        map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        map.once('load', () => {
          if (cancelled || !map) return;
          addRouteLayers(map, (index) => selection.select(index));
          setStatus('ready');
          onReadyRef.current?.(map);
        });
        mapRef.current = map;
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      map?.remove();
      mapRef.current = null;
    };
  }, [mapStyle, selection]);

  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map) return;
    setRouteLayersData(map, { lines, tolls, stations: stationPoints });
  }, [status, lines, tolls, stationPoints]);

  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map) return;
    fitToRoute(map, routeLines(response, 0));
  }, [status, response]);

  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'ready' || !map) return;
    setMarkerVisibility(map, markers);
  }, [status, markers]);

  useEffect(() => {
    if (!focus || environment.isSmallScreen()) return;
    mapRef.current?.flyTo({ center: [focus.center.lng, focus.center.lat], zoom: DEFAULT_MAP_ZOOM });
  }, [focus, environment]);

  return (
    <Box
      sx={{ position: 'relative', minHeight: 360, height: '100%' }}
      data-testid="planner-map"
      data-status={status}
    >
      {css && <style>{css}</style>}
      <div ref={containerRef} style={{ position: 'absolute', inset: 0 }} />
      {response && (
        <Paper
          variant="outlined"
          sx={{
            position: 'absolute',
            left: 8,
            top: 8,
            px: 1.5,
            py: 0.5,
            display: 'flex',
            flexDirection: 'column',
          }}
          data-testid="map-marker-toggles"
        >
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={markers.tolls}
                onChange={(event) => mapStore.setMarkers('tolls', event.target.checked)}
              />
            }
            label={MESSAGES.showTolls}
          />
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={markers.stations}
                onChange={(event) => mapStore.setMarkers('stations', event.target.checked)}
              />
            }
            label={MESSAGES.showStations}
          />
        </Paper>
      )}
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
