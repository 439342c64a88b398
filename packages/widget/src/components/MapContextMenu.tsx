import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useStore } from '@nanostores/react';
import { CONTEXT_MENU_WIDTH } from '../map/map-defaults.ts';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/**
 * The map's right-click menu (SPEC §2 Map, 140 px wide): 'Definir como Origem', 'Adicionar Destino'
 * (both off when the user may not edit the waypoints), 'Ver coordenadas' and 'Centralizar mapa', each
 * about the clicked position. It opens inside the shadow root like every pop-up of the planner.
 */
export function MapContextMenu() {
  const { map, mapEdit } = usePlannerStores();
  const menu = useStore(map.$menu);
  const close = () => map.closeMenu();
  const act = (action: () => void) => () => {
    action();
    close();
  };
  const position = menu?.position;
  const editable = mapEdit.canEdit();
  return (
    <Menu
      open={menu !== null}
      onClose={close}
      anchorReference="anchorPosition"
      anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      sx={{ '& .MuiMenu-paper': { width: CONTEXT_MENU_WIDTH } }}
      slotProps={{
        paper: { 'data-testid': 'map-context-menu' } as object,
        list: { dense: true },
      }}
    >
      {position && [
        <MenuItem key="origin" disabled={!editable} onClick={act(() => mapEdit.setOrigin(position))}>
          {MESSAGES.map.setOrigin}
        </MenuItem>,
        <MenuItem
          key="destination"
          disabled={!editable}
          onClick={act(() => mapEdit.addDestination(position))}
        >
          {MESSAGES.map.addDestination}
        </MenuItem>,
        <MenuItem key="coordinates" onClick={act(() => map.showCoordinates(position))}>
          {MESSAGES.map.showCoordinates}
        </MenuItem>,
        <MenuItem key="center" onClick={act(() => map.centerOn(position))}>
          {MESSAGES.map.centerMap}
        </MenuItem>,
      ]}
    </Menu>
  );
}
