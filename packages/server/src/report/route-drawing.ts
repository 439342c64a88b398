import type { LatLng } from '@freight/core';
import { escapeHtml } from '../html/escape-html.ts';

/** A marker of the drawing: its position, the text inside (waypoints) and its tooltip. */
export interface DrawingMarker extends LatLng {
  /** Tooltip (`<title>`): the address or the plaza's name. */
  title: string;
  /** Letter drawn in a waypoint marker. */
  label?: string;
  /** Fill colour of a waypoint marker. */
  color?: string;
}

/** What {@link routeDrawing} draws. */
export interface RouteDrawingInput {
  /** The route's shape, `[lat, lng]` pairs in order. */
  shape: readonly (readonly [number, number])[];
  waypoints: readonly DrawingMarker[];
  plazas: readonly DrawingMarker[];
  /** Accessible name of the drawing. */
  label: string;
}

/** Largest size of the drawing's coordinate box (it scales to the page width); flat routes get less height. */
export const DRAWING_WIDTH = 800;
export const DRAWING_HEIGHT = 440;
/** Lowest height of a drawing: a route running east–west gets a band, not a tall empty box. */
const MIN_HEIGHT = 160;
const PADDING = 28;
/** Points of the shape closer than this (drawing units) to the last one kept are left out. */
const MIN_STEP = 0.75;

/** Web Mercator `y` of a latitude, in degrees of longitude at the equator (so x and y share one scale). */
function mercatorY(lat: number): number {
  const clamped = Math.max(-85, Math.min(85, lat));
  return (Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) * 180) / Math.PI;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A simple drawing of a route as inline SVG: the shape projected in Web Mercator and fitted into an
 * box 800 wide and up to 440 high (at least 160) keeping its proportions, the toll plazas as small orange squares and the waypoints as
 * circles with their letters, each with a tooltip. Every text is HTML-escaped. Points closer than a
 * fraction of a unit are dropped, so a long route stays a small page.
 *
 * @example routeDrawing({ shape: [[-23.5, -46.6], [-25.4, -49.3]], waypoints: [], plazas: [], label: 'Rota 1' })
 */
export function routeDrawing(input: RouteDrawingInput): string {
  const points: [number, number][] = [
    ...input.shape.map(([lat, lng]): [number, number] => [lng, mercatorY(lat)]),
    ...input.waypoints.map((m): [number, number] => [m.lng, mercatorY(m.lat)]),
    ...input.plazas.map((m): [number, number] => [m.lng, mercatorY(m.lat)]),
  ];
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const spanX = Math.max(maxX - minX, 1e-6);
  const spanY = Math.max(maxY - minY, 1e-6);
  const scale = Math.min((DRAWING_WIDTH - 2 * PADDING) / spanX, (DRAWING_HEIGHT - 2 * PADDING) / spanY);
  const height = Math.round(Math.max(MIN_HEIGHT, Math.min(DRAWING_HEIGHT, spanY * scale + 2 * PADDING)));
  const offsetX = (DRAWING_WIDTH - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  const project = (lat: number, lng: number): [number, number] => [
    round(offsetX + (lng - minX) * scale),
    round(offsetY + (maxY - mercatorY(lat)) * scale),
  ];

  const line: [number, number][] = [];
  for (const [lat, lng] of input.shape) {
    const point = project(lat, lng);
    const last = line[line.length - 1];
    if (!last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= MIN_STEP) line.push(point);
  }
  const lastShapePoint = input.shape[input.shape.length - 1];
  if (lastShapePoint && line.length > 0) {
    const end = project(lastShapePoint[0], lastShapePoint[1]);
    const last = line[line.length - 1]!;
    if (last[0] !== end[0] || last[1] !== end[1]) line.push(end);
  }

  const parts: string[] = [];
  if (line.length > 1) {
    parts.push(
      `<polyline class="route-line" points="${line.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="#1976d2" stroke-width="4" stroke-linejoin="round" stroke-linecap="round" />`,
    );
  }
  for (const plaza of input.plazas) {
    const [x, y] = project(plaza.lat, plaza.lng);
    parts.push(
      `<rect class="plaza-marker" x="${round(x - 5)}" y="${round(y - 5)}" width="10" height="10" fill="#f57c00" stroke="#ffffff" stroke-width="1.5"><title>${escapeHtml(plaza.title)}</title></rect>`,
    );
  }
  for (const waypoint of input.waypoints) {
    const [x, y] = project(waypoint.lat, waypoint.lng);
    parts.push(
      `<g class="waypoint-marker"><title>${escapeHtml(waypoint.title)}</title>` +
        `<circle cx="${x}" cy="${y}" r="11" fill="${escapeHtml(waypoint.color ?? '#1976d2')}" stroke="#ffffff" stroke-width="2" />` +
        `<text x="${x}" y="${round(y + 4)}" text-anchor="middle" font-size="12" font-weight="700" fill="#ffffff">${escapeHtml(waypoint.label ?? '')}</text></g>`,
    );
  }
  return `<svg class="route-drawing" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DRAWING_WIDTH} ${height}" role="img" aria-label="${escapeHtml(input.label)}">${parts.join('')}</svg>`;
}
