import { formatCoordinateText, waypointAt, waypointsCacheKey } from '@freight/core';
import type { ApiClient, LatLng, Waypoint } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { createThrottle } from '../map/drag-throttle.ts';
import { ROUTE_DRAG_INTERVAL_MS } from '../map/map-defaults.ts';
import { reverseGeocodeLabel } from '../map/reverse-geocode.ts';
import { insertionIndex } from '../map/route-insertion.ts';
import { isMapRoutingError } from './route-store.ts';
import type { RouteError, RouteStore } from './route-store.ts';
import type { SelectionStore } from './selection-store.ts';
import type { WaypointsStore } from './waypoints-store.ts';

/** Editing the route on the map: dragging markers and the route line, the right-click menu's waypoints. */
export interface MapEditStore {
  /**
   * The routing error box (SPEC §4): the error of a failed re-route started on the map (mode 'dc');
   * `null` (hidden) when routing starts again, once dismissed, and after the fields are cleared.
   */
  readonly $routingError: ReadableAtom<RouteError | null>;
  /**
   * Whether the user may edit the waypoints on the map. SPEC §4: outside create mode it takes permission
   * `route-create`; otherwise a drag is reverted.
   */
  canEdit(): boolean;
  /**
   * A waypoint marker is being dragged to `position`: the waypoint follows (text `'lat,lng'`) and the
   * route is searched again in mode 'dc', at most once per 500 ms (SPEC §9). Ignored when the user may
   * not edit.
   */
  dragWaypoint(index: number, position: LatLng): void;
  /**
   * The marker was dropped at `position`: the waypoint goes there, the route is searched once more (mode
   * 'dc') and the waypoint's text becomes the reverse-geocoded address when the server knows one.
   * Answers `false` when the user may not edit: the map then puts the marker back (the drag is reverted).
   */
  dropWaypoint(index: number, position: LatLng): boolean;
  /**
   * A point of the selected route line at `grabbed` starts being dragged: a waypoint is inserted there,
   * between the two waypoints of the leg it lies on, and its index is answered (then dragged like a
   * marker). `null` when the user may not edit or no route is shown.
   */
  startRouteDrag(grabbed: LatLng): number | null;
  /** Map menu 'Definir como Origem' at `position` (text: the address when found, else `'lat,lng'`). */
  setOrigin(position: LatLng): void;
  /** Map menu 'Adicionar Destino' at `position` (text: the address when found, else `'lat,lng'`). */
  addDestination(position: LatLng): void;
  /** Hides the routing error box. */
  dismissRoutingError(): void;
  /** Aborts pending address look-ups (the planner unmounts); the store stays usable. */
  dispose(): void;
}

/** What map editing works on. */
export interface MapEditDependencies {
  readonly $api: ReadableAtom<ApiClient>;
  readonly waypoints: WaypointsStore;
  readonly route: RouteStore;
  readonly selection: SelectionStore;
  /** Whether the user may edit the waypoints (create mode, or permission `route-create`). */
  readonly canEdit: () => boolean;
  /** Clock of the drag throttle, ms. Default `performance.now`. */
  readonly now?: () => number;
}

const samePosition = (a: LatLng, b: LatLng): boolean => a.lat === b.lat && a.lng === b.lng;

/** Creates the map editing store. */
export function createMapEditStore(deps: MapEditDependencies): MapEditStore {
  const { waypoints, route } = deps;
  const throttle = createThrottle(ROUTE_DRAG_INTERVAL_MS, deps.now);
  const $routingError = atom<RouteError | null>(null);
  const lookups = new Map<number, AbortController>();
  let lastRoutedKey: string | null = null;

  route.$route.listen((state) => {
    if (state.status === 'calculating') {
      $routingError.set(null);
    } else if (state.status === 'failed' && isMapRoutingError(state.error)) {
      if (state.error !== $routingError.get()) $routingError.set(state.error);
    } else if (state.status === 'idle' && state.response === null) {
      $routingError.set(null); // cleared fields
    }
  });

  /** Searches the route again in mode 'dc' when every waypoint has a position. */
  const reroute = (): void => {
    if (!route.$validation.get().valid) return;
    const key = waypointsCacheKey(waypoints.$waypoints.get());
    if (key === lastRoutedKey && route.$route.get().status !== 'failed') return;
    lastRoutedKey = key;
    void route.calculate('dc');
  };

  /** Gives the waypoint at `index`, still at `position` with its `'lat,lng'` text, the address there. */
  const nameWaypoint = (index: number, position: LatLng): void => {
    lookups.get(index)?.abort();
    const controller = new AbortController();
    lookups.set(index, controller);
    void reverseGeocodeLabel(deps.$api.get(), position, controller.signal).then((label) => {
      if (lookups.get(index) === controller) lookups.delete(index);
      if (!label || controller.signal.aborted) return;
      const waypoint: Waypoint | undefined = waypoints.$waypoints.get()[index];
      const untouched =
        waypoint &&
        samePosition(waypoint.coordinates, position) &&
        waypoint.searchText === formatCoordinateText(position.lat, position.lng);
      if (untouched) waypoints.update(index, { searchText: label });
    });
  };

  return {
    $routingError,
    canEdit: deps.canEdit,
    dragWaypoint(index, position) {
      if (!deps.canEdit()) return;
      lookups.get(index)?.abort();
      waypoints.moveMarker(index, position.lat, position.lng);
      if (throttle.take()) reroute();
    },
    dropWaypoint(index, position) {
      if (!deps.canEdit()) return false;
      waypoints.moveMarker(index, position.lat, position.lng);
      throttle.reset();
      reroute();
      nameWaypoint(index, position);
      return true;
    },
    startRouteDrag(grabbed) {
      const trip = deps.selection.$trip.get();
      if (!deps.canEdit() || !trip) return null;
      const index = insertionIndex(trip, grabbed, waypoints.$waypoints.get().length);
      if (index === null) return null;
      waypoints.insert(index, waypointAt(grabbed.lat, grabbed.lng));
      return index;
    },
    setOrigin(position) {
      if (!deps.canEdit()) return;
      waypoints.setOriginAt(position.lat, position.lng);
      nameWaypoint(0, position);
    },
    addDestination(position) {
      if (!deps.canEdit()) return;
      waypoints.addDestinationAt(position.lat, position.lng);
      const text = formatCoordinateText(position.lat, position.lng);
      const list = waypoints.$waypoints.get();
      const index = list.findIndex(
        (waypoint, at) =>
          at > 0 && waypoint.searchText === text && samePosition(waypoint.coordinates, position),
      );
      if (index > 0) nameWaypoint(index, position);
    },
    dismissRoutingError() {
      $routingError.set(null);
    },
    dispose() {
      for (const controller of lookups.values()) controller.abort();
      lookups.clear();
    },
  };
}
