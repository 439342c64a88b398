import LayersIcon from '@mui/icons-material/Layers';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { MESSAGES } from '../messages.ts';
import { Hint } from './Hint.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/**
 * The basemap switcher (SPEC §2 Map): a button listing the basemaps of the map store ('map-style' first
 * when set, then the host's `basemaps` or OpenStreetMap); choosing one shows it. Hidden with one basemap.
 */
export function MapBasemapSwitcher() {
  const { map } = usePlannerStores();
  const basemaps = useStore(map.$basemaps);
  const current = useStore(map.$basemap);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (basemaps.length < 2) return null;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1 }} data-testid="map-basemaps">
      <Hint title={MESSAGES.map.basemap}>
        <IconButton
          size="small"
          aria-label={MESSAGES.map.basemap}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <LayersIcon fontSize="small" />
        </IconButton>
      </Hint>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { dense: true } }}
      >
        {basemaps.map((basemap) => (
          <MenuItem
            key={basemap.id}
            selected={basemap.id === current.id}
            onClick={() => {
              map.selectBasemap(basemap.id);
              setAnchor(null);
            }}
          >
            {basemap.name}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
