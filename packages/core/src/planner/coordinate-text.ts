import type { LatLng } from './waypoint.ts';

const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const COORDINATE_LIKE = /^[\d,.\s-]+$/;

/** Decimal places kept when a position is written as `'lat,lng'` text (about 0.1 m). */
export const COORDINATE_TEXT_DECIMALS = 6;

/**
 * Reads `'lat,lng'` text (SPEC §5 coordinate text search). Accepted only when the text has exactly two
 * comma-separated parts, each a plain decimal number (spaces around it allowed), both nonzero, with the
 * latitude within −90..90 and the longitude within −180..180. Anything else gives `null`.
 *
 * @example parseCoordinateText('-23.5489,-46.6388') // { lat: -23.5489, lng: -46.6388 }
 * @example parseCoordinateText('0,-46') // null
 */
export function parseCoordinateText(text: string): LatLng | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map((part) => parseDecimal(part.trim()));
  if (lat == null || lng == null) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

function parseDecimal(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value !== 0 ? value : null;
}

/**
 * Whether the address-search text is made only of digits, commas, dots, spaces or hyphens (SPEC §5): such
 * text is treated as coordinates and no text search is made. Blank text is not coordinate-like.
 *
 * @example isCoordinateLikeText('-23.5, -46.6') // true
 * @example isCoordinateLikeText('Rua 1') // false
 */
export function isCoordinateLikeText(text: string): boolean {
  return text.trim() !== '' && COORDINATE_LIKE.test(text);
}

/** Whether the query is empty or only whitespace: such text clears the results (SPEC §5). */
export function isBlankQuery(text: string): boolean {
  return text.trim() === '';
}

/**
 * Writes a position as `'lat,lng'` text, rounded to {@link COORDINATE_TEXT_DECIMALS} places without
 * trailing zeros, so a map click does not produce fifteen-digit text.
 *
 * @example formatCoordinateText(-23.5489, -46.6388) // '-23.5489,-46.6388'
 */
export function formatCoordinateText(lat: number, lng: number): string {
  return `${round(lat)},${round(lng)}`;
}

function round(value: number): number {
  const rounded = Number(value.toFixed(COORDINATE_TEXT_DECIMALS));
  return rounded === 0 ? 0 : rounded;
}
