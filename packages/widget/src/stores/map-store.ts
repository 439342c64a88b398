import type { LatLng } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { Basemap } from '../map/basemaps.ts';
import { basemapChoices, parseBasemaps } from '../map/basemaps.ts';
import { GESTURE_WARNING_MS, ROUTE_PANEL_COLLAPSE_WIDTH } from '../map/map-defaults.ts';
import { MESSAGES } from '../messages.ts';

/** A request for the map to fly to a position; `sequence` makes repeated requests distinct. */
export interface MapFocus {
  readonly center: LatLng;
  readonly sequence: number;
}

/** Which marker groups the map shows: toll plazas (initially shown) and weighing stations (hidden). */
export interface MarkerVisibility {
  readonly tolls: boolean;
  readonly stations: boolean;
}

/** Markers at start (SPEC §2 Map): toll markers shown, weighing-station markers hidden. */
export const DEFAULT_MARKER_VISIBILITY: MarkerVisibility = Object.freeze({ tolls: true, stations: false });

/** The open right-click menu: the map position clicked and where the menu opens on the page (px). */
export interface MapMenu {
  readonly position: LatLng;
  readonly left: number;
  readonly top: number;
}

/** The gesture the map blocked (cooperative gestures): a wheel zoom without Ctrl, or a one-finger pan. */
export type BlockedGesture = 'wheel' | 'touch';

/** The route panel on the map: hidden or shown, and on a narrow map whether it is expanded. */
export interface RoutePanelState {
  readonly hidden: boolean;
  readonly expanded: boolean;
}

/** Requests the rest of the planner makes of the map, and the state of the map's own controls. */
export interface MapStore {
  /** The last fly-to request, `null` before any. */
  readonly $focus: ReadableAtom<MapFocus | null>;
  /** The last 'Centralizar mapa' request (keeps the zoom), `null` before any. */
  readonly $recenter: ReadableAtom<MapFocus | null>;
  /** Which marker groups are shown. */
  readonly $markers: ReadableAtom<MarkerVisibility>;
  /** The basemaps of the switcher: `map-style` first when set, then the host's list (or OpenStreetMap). */
  readonly $basemaps: ReadableAtom<readonly Basemap[]>;
  /** The basemap shown. */
  readonly $basemap: ReadableAtom<Basemap>;
  /** The open right-click menu, `null` when closed. */
  readonly $menu: ReadableAtom<MapMenu | null>;
  /** The position whose coordinates are shown ('Ver coordenadas'), `null` when none. */
  readonly $coordinates: ReadableAtom<LatLng | null>;
  /** The route panel's state. */
  readonly $routePanel: ReadableAtom<RoutePanelState>;
  /** Whether the route panel collapses: the map is 640 px wide or narrower (SPEC §2 Map). */
  readonly $routePanelCollapsible: ReadableAtom<boolean>;
  /** The gesture warning shown (for 1000 ms after a blocked gesture, SPEC §2 Map), `null` when none. */
  readonly $gestureWarning: ReadableAtom<BlockedGesture | null>;
  /** Asks the map to fly to `center` (skipped on small screens, SPEC §2 Map). */
  flyTo(center: LatLng): void;
  /** 'Centralizar mapa': centres the map on `center` at the current zoom. */
  centerOn(center: LatLng): void;
  /** Shows or hides one marker group. */
  setMarkers(group: keyof MarkerVisibility, visible: boolean): void;
  /** The host's basemaps (the `basemaps` property); entries that are not basemaps are left out. */
  setBasemaps(basemaps: unknown): void;
  /** Shows the basemap `id` (ignored when not in the list). */
  selectBasemap(id: string): void;
  /** Opens the right-click menu. */
  openMenu(menu: MapMenu): void;
  closeMenu(): void;
  /** Shows the coordinates of `position` ('Ver coordenadas'). */
  showCoordinates(position: LatLng): void;
  hideCoordinates(): void;
  /** Hides or shows the route panel. */
  toggleRoutePanel(): void;
  /** On a narrow map, expands or collapses the route panel. */
  toggleRoutePanelExpanded(): void;
  /** The map box's width, px (read by a ResizeObserver). */
  setMapWidth(width: number): void;
  /** A gesture was blocked (cooperative gestures): shows the warning for 1000 ms. */
  warnGesture(gesture: BlockedGesture): void;
  /** Stops the warning's timer. */
  dispose(): void;
}

/** Creates the map store; `$mapStyle` is the `map-style` attribute (the first basemap when set). */
export function createMapStore($mapStyle: ReadableAtom<string | null> = atom(null)): MapStore {
  const $focus = atom<MapFocus | null>(null);
  const $recenter = atom<MapFocus | null>(null);
  const $markers = atom<MarkerVisibility>(DEFAULT_MARKER_VISIBILITY);
  const $configured = atom<readonly Basemap[]>([]);
  const $basemaps = computed([$mapStyle, $configured], (mapStyle, configured) =>
    basemapChoices(mapStyle, configured, MESSAGES.map.defaultBasemap),
  );
  const $basemapId = atom<string | null>(null);
  const $basemap = computed(
    [$basemaps, $basemapId],
    (list, id) => list.find((basemap) => basemap.id === id) ?? list[0]!,
  );
  const $menu = atom<MapMenu | null>(null);
  const $coordinates = atom<LatLng | null>(null);
  const $routePanel = atom<RoutePanelState>({ hidden: false, expanded: false });
  const $mapWidth = atom(Infinity);
  const $gestureWarning = atom<BlockedGesture | null>(null);
  let gestureTimer: ReturnType<typeof setTimeout> | undefined;
  const request = ($request: typeof $focus, center: LatLng) =>
    $request.set({ center, sequence: ($request.get()?.sequence ?? 0) + 1 });

  return {
    $focus,
    $recenter,
    $markers,
    $basemaps,
    $basemap,
    $menu,
    $coordinates,
    $routePanel,
    $routePanelCollapsible: computed($mapWidth, (width) => width <= ROUTE_PANEL_COLLAPSE_WIDTH),
    $gestureWarning,
    flyTo: (center) => request($focus, center),
    centerOn: (center) => request($recenter, center),
    setMarkers(group, visible) {
      $markers.set({ ...$markers.get(), [group]: visible });
    },
    setBasemaps(basemaps) {
      $configured.set(parseBasemaps(basemaps));
    },
    selectBasemap(id) {
      if ($basemaps.get().some((basemap) => basemap.id === id)) $basemapId.set(id);
    },
    openMenu: (menu) => $menu.set(menu),
    closeMenu: () => $menu.set(null),
    showCoordinates: (position) => $coordinates.set(position),
    hideCoordinates: () => $coordinates.set(null),
    toggleRoutePanel() {
      const panel = $routePanel.get();
      $routePanel.set({ ...panel, hidden: !panel.hidden });
    },
    toggleRoutePanelExpanded() {
      const panel = $routePanel.get();
      $routePanel.set({ ...panel, expanded: !panel.expanded });
    },
    setMapWidth: (width) => $mapWidth.set(width),
    warnGesture(gesture) {
      clearTimeout(gestureTimer);
      $gestureWarning.set(gesture);
      gestureTimer = setTimeout(() => $gestureWarning.set(null), GESTURE_WARNING_MS);
    },
    dispose() {
      clearTimeout(gestureTimer);
      $gestureWarning.set(null);
    },
  };
}
