import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { defaultMapStyle } from '../map/default-map-style.ts';
import { loadMaplibre } from '../map/load-maplibre.ts';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../map/map-defaults.ts';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

type MapStatus = 'loading' | 'ready' | 'failed';

/**
 * The map (SPEC §2 Map): centred on São Paulo at zoom 11, zoom controls at top right, style from the
 * `map-style` attribute. maplibre-gl loads when the map mounts; its CSS goes in a `<style>` beside it.
 * Flies to the position asked for by the stores (skipped on small screens).
 */
export function MapView() {
  const { config, map: mapStore, environment } = usePlannerStores();
  const { mapStyle } = useStore(config.$config);
  const focus = useStore(mapStore.$focus);
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const [css, setCss] = useState('');
  const [status, setStatus] = useState<MapStatus>('loading');

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
          if (!cancelled) setStatus('ready');
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
  }, [mapStyle]);

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
