import { WAYPOINT_MARKER_TEXT_COLOR } from '@freight/core';
import type { LatLng } from '@freight/core';
import type * as Maplibre from 'maplibre-gl';

/** One waypoint marker: the waypoint's index, position, letter and colour (those of its list row). */
export interface WaypointMarkerEntry {
  readonly index: number;
  readonly position: LatLng;
  readonly letter: string;
  readonly color: string;
}

/** What a marker drag tells the planner. */
export interface WaypointMarkerHandlers {
  /** The marker of waypoint `index` moves to `position`. */
  onDrag(index: number, position: LatLng): void;
  /** The marker was dropped; `false` puts it back where the waypoint is (the drag is reverted). */
  onDrop(index: number, position: LatLng): boolean;
}

/** The waypoint markers of one map. */
export interface WaypointMarkers {
  /** Shows `entries`: markers are kept per waypoint index (a dragged marker is not moved under the pointer). */
  sync(entries: readonly WaypointMarkerEntry[]): void;
  /** Removes every marker. */
  remove(): void;
}

function paint(element: HTMLElement, entry: WaypointMarkerEntry): void {
  element.textContent = entry.letter;
  element.dataset.letter = entry.letter;
  element.dataset.index = String(entry.index);
  element.style.backgroundColor = entry.color;
}

function markerElement(entry: WaypointMarkerEntry): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-testid', 'waypoint-marker');
  element.style.cssText = [
    'width:26px',
    'height:26px',
    'border-radius:50%',
    'border:2px solid #ffffff',
    'box-sizing:border-box',
    'box-shadow:0 1px 4px rgba(0,0,0,0.45)',
    `color:${WAYPOINT_MARKER_TEXT_COLOR}`,
    'font:700 12px/22px Roboto, Helvetica, Arial, sans-serif',
    'text-align:center',
    'cursor:grab',
  ].join(';');
  paint(element, entry);
  return element;
}

/**
 * Draggable waypoint markers (SPEC §2 Map "Draggable waypoints"): circles with the waypoint's letter in
 * white, coloured like its row. Dragging calls `onDrag` on each move and `onDrop` at the end.
 */
export function createWaypointMarkers(
  maplibregl: typeof Maplibre,
  map: Maplibre.Map,
  handlers: WaypointMarkerHandlers,
): WaypointMarkers {
  const markers = new Map<number, { marker: Maplibre.Marker; entry: WaypointMarkerEntry }>();
  let dragging: number | null = null;
  const positionOf = (marker: Maplibre.Marker): LatLng => {
    const { lat, lng } = marker.getLngLat();
    return { lat, lng };
  };

  const create = (entry: WaypointMarkerEntry) => {
    const marker = new maplibregl.Marker({ element: markerElement(entry), draggable: true, anchor: 'center' })
      .setLngLat([entry.position.lng, entry.position.lat])
      .addTo(map);
    const index = entry.index;
    marker.on('dragstart', () => {
      dragging = index;
    });
    marker.on('drag', () => handlers.onDrag(index, positionOf(marker)));
    marker.on('dragend', () => {
      dragging = null;
      const kept = handlers.onDrop(index, positionOf(marker));
      const current = markers.get(index)?.entry.position;
      if (!kept && current) marker.setLngLat([current.lng, current.lat]);
    });
    markers.set(index, { marker, entry });
  };

  return {
    sync(entries) {
      const wanted = new Set(entries.map((entry) => entry.index));
      for (const [index, { marker }] of markers) {
        if (!wanted.has(index)) {
          marker.remove();
          markers.delete(index);
        }
      }
      for (const entry of entries) {
        const shown = markers.get(entry.index);
        if (!shown) {
          create(entry);
          continue;
        }
        shown.entry = entry;
        paint(shown.marker.getElement(), entry);
        if (dragging !== entry.index) shown.marker.setLngLat([entry.position.lng, entry.position.lat]);
      }
    },
    remove() {
      for (const { marker } of markers.values()) marker.remove();
      markers.clear();
    },
  };
}
