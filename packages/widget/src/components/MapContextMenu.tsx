import { useStore } from '@nanostores/react';
import { CONTEXT_MENU_WIDTH } from '../map/map-defaults.ts';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';
import { PopupMenu } from './PopupMenu.tsx';
import { PopupMenuItem } from './PopupMenuItem.tsx';

/**
 * The map's right-click menu (SPEC §2 Map, 140 px wide): 'Definir como Origem', 'Adicionar Destino'
 * (both off when the user may not edit the waypoints), 'Ver coordenadas' and 'Centralizar mapa', each
 * about the clicked position. It opens at the clicked point, inside the shadow root like every pop-up
 * of the planner.
 */
export function MapContextMenu() {
  const { map, mapEdit } = usePlannerStores();
  const menu = useStore(map.$menu);
  const position = menu?.position;
  const editable = mapEdit.canEdit();
  return (
    <PopupMenu
      open={menu !== null}
      onClose={() => map.closeMenu()}
      position={menu}
      width={CONTEXT_MENU_WIDTH}
      data-testid="map-context-menu"
    >
      {position && (
        <>
          <PopupMenuItem disabled={!editable} onClick={() => mapEdit.setOrigin(position)}>
            {MESSAGES.map.setOrigin}
          </PopupMenuItem>
          <PopupMenuItem disabled={!editable} onClick={() => mapEdit.addDestination(position)}>
            {MESSAGES.map.addDestination}
          </PopupMenuItem>
          <PopupMenuItem onClick={() => map.showCoordinates(position)}>
            {MESSAGES.map.showCoordinates}
          </PopupMenuItem>
          <PopupMenuItem onClick={() => map.centerOn(position)}>{MESSAGES.map.centerMap}</PopupMenuItem>
        </>
      )}
    </PopupMenu>
  );
}
