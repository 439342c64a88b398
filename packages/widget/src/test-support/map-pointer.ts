import type { Map as MaplibreMap } from 'maplibre-gl';

/** A point on the page, px. */
export interface ClientPoint {
  readonly x: number;
  readonly y: number;
}

/** Where the position `[lng, lat]` of `map` is on the page. */
export function clientPointOf(map: MaplibreMap, lngLat: [number, number]): ClientPoint {
  const point = map.project(lngLat);
  const rect = map.getCanvas().getBoundingClientRect();
  return { x: rect.left + point.x, y: rect.top + point.y };
}

/** The centre of `element` on the page. */
export function centreOf(element: Element): ClientPoint {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** Fires a mouse event of `type` at `point` on `target`, as a pressed left button would. */
export function mouse(
  target: EventTarget,
  type: string,
  point: ClientPoint,
  init: MouseEventInit = {},
): void {
  target.dispatchEvent(
    new MouseEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: window,
      clientX: point.x,
      clientY: point.y,
      button: 0,
      buttons: type === 'mouseup' ? 0 : 1,
      ...init,
    }),
  );
}

/**
 * Drags with the left button from `from` (pressed on `target`) to `to` over the map's canvas in `steps`
 * moves, `pauseMs` apart, then releases.
 */
export async function drag(
  map: MaplibreMap,
  target: Element,
  from: ClientPoint,
  to: ClientPoint,
  steps = 5,
  pauseMs = 0,
): Promise<void> {
  const canvas = map.getCanvas();
  mouse(target, 'mousedown', from);
  for (let step = 1; step <= steps; step++) {
    const point = {
      x: from.x + ((to.x - from.x) * step) / steps,
      y: from.y + ((to.y - from.y) * step) / steps,
    };
    mouse(canvas, 'mousemove', point);
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  mouse(canvas, 'mouseup', to);
}

/** A right click at `point` on the map's canvas, as the browser sends it (press, release, `contextmenu`). */
export function rightClick(map: MaplibreMap, point: ClientPoint): void {
  const canvas = map.getCanvas();
  mouse(canvas, 'mousedown', point, { button: 2, buttons: 2 });
  mouse(canvas, 'mouseup', point, { button: 2, buttons: 0 });
  mouse(canvas, 'contextmenu', point, { button: 2, buttons: 0 });
}
