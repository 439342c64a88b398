import type { LatLng } from '@freight/core';
import type { Map as MaplibreMap, MapLayerMouseEvent, MapMouseEvent } from 'maplibre-gl';
import { ROUTE_DRAG_TOLERANCE_PX } from './map-defaults.ts';

/** What dragging the route line tells the planner. */
export interface RouteLineDragHandlers {
  /** Whether a drag may start (the user may edit the waypoints). */
  canStart(): boolean;
  /** The drag starts at `grabbed`: insert a waypoint there and answer its index (`null`: no drag). */
  start(grabbed: LatLng): number | null;
  /** The inserted waypoint `index` moves to `position`. */
  move(index: number, position: LatLng): void;
  /** The inserted waypoint `index` is dropped at `position`. */
  drop(index: number, position: LatLng): void;
}

const latLngOf = (event: MapMouseEvent): LatLng => ({ lat: event.lngLat.lat, lng: event.lngLat.lng });

/**
 * Lets the user drag a point of the route line of `layerId` (SPEC §4 "Dragging onto the route inserts a
 * new waypoint"): pressing on the line holds the map still; once the pointer moved 3 px a waypoint is
 * inserted where the line was grabbed, then follows the pointer until it is released. Answers a function
 * that stops it.
 */
export function enableRouteLineDrag(
  map: MaplibreMap,
  layerId: string,
  handlers: RouteLineDragHandlers,
): () => void {
  const onDown = (down: MapLayerMouseEvent) => {
    if (down.originalEvent.button !== 0 || !handlers.canStart()) return;
    down.preventDefault(); // no drag-pan while the line is dragged
    const grabbed = latLngOf(down);
    let index: number | null = null;
    const finish = () => {
      map.off('mousemove', onMove);
      map.off('mouseup', onUp);
      map.getCanvas().style.cursor = '';
    };
    const onMove = (event: MapMouseEvent) => {
      if (index === null) {
        if (event.point.dist(down.point) < ROUTE_DRAG_TOLERANCE_PX) return;
        index = handlers.start(grabbed);
        if (index === null) return finish();
        map.getCanvas().style.cursor = 'grabbing';
      }
      handlers.move(index, latLngOf(event));
    };
    const onUp = (event: MapMouseEvent) => {
      finish();
      if (index !== null) handlers.drop(index, latLngOf(event));
    };
    map.on('mousemove', onMove);
    map.on('mouseup', onUp);
  };
  const onEnter = () => {
    if (handlers.canStart()) map.getCanvas().style.cursor = 'grab';
  };
  const onLeave = () => {
    map.getCanvas().style.cursor = '';
  };
  map.on('mousedown', layerId, onDown);
  map.on('mouseenter', layerId, onEnter);
  map.on('mouseleave', layerId, onLeave);
  return () => {
    map.off('mousedown', layerId, onDown);
    map.off('mouseenter', layerId, onEnter);
    map.off('mouseleave', layerId, onLeave);
  };
}
