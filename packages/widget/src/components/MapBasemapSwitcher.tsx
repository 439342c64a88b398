import LayersIcon from '@mui/icons-material/Layers';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { MESSAGES } from '../messages.ts';
import { Hint } from './Hint.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PopupMenu } from './PopupMenu.tsx';
import { PopupMenuItem } from './PopupMenuItem.tsx';

/**
 * The basemap switcher (SPEC §2 Map): a button listing the basemaps of the map store ('map-style' first
 * when set, then the host's `basemaps` or OpenStreetMap) in a menu beside it, the one shown marked
 * `aria-current`; choosing one shows it. Hidden with one basemap.
 */
export function MapBasemapSwitcher() {
  const { map } = usePlannerStores();
  const basemaps = useStore(map.$basemaps);
  const current = useStore(map.$basemap);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (basemaps.length < 2) return null;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1 }} data-testid="map-basemaps">
      <Hint title={MESSAGES.map.basemap}>
        <IconButton
          size="small"
          aria-label={MESSAGES.map.basemap}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        >
          <LayersIcon fontSize="small" />
        </IconButton>
      </Hint>
      <PopupMenu
        id={menuId}
        aria-label={MESSAGES.map.basemap}
        open={anchor !== null}
        anchorEl={anchor}
        placement="left-start"
        onClose={() => setAnchor(null)}
      >
        {basemaps.map((basemap) => (
          <PopupMenuItem
            key={basemap.id}
            selected={basemap.id === current.id}
            onClick={() => map.selectBasemap(basemap.id)}
          >
            {basemap.name}
          </PopupMenuItem>
        ))}
      </PopupMenu>
    </Paper>
  );
}
