import Box from '@mui/material/Box';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

const isMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The gesture warning (SPEC §2 Map, 1000 ms): over the map when a wheel zoom without Ctrl (⌘ on a Mac)
 * or a one-finger pan was blocked, so the page scrolls instead of the map.
 */
export function MapGestureWarning() {
  const { map } = usePlannerStores();
  const gesture = useStore(map.$gestureWarning);
  if (!gesture) return null;
  const text =
    gesture === 'touch'
      ? MESSAGES.map.gestureTouch
      : isMac()
        ? MESSAGES.map.gestureScrollMac
        : MESSAGES.map.gestureScroll;
  return (
    <Box
      role="status"
      data-testid="map-gesture-warning"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 3,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'rgba(0, 0, 0, 0.45)',
        color: '#ffffff',
        fontSize: 20,
        textAlign: 'center',
        pointerEvents: 'none',
      }}
    >
      {text}
    </Box>
  );
}
