import { KEY_IS_REQUIRED, KEY_MISSING_POSITION } from './messages.ts';
import { isEmptyValue } from './required.ts';
import type { ValidationResult } from './validation-result.ts';

/** A waypoint's coordinates as the planner keeps them ({lat: 0, lng: 0} by default). */
export interface PositionLike {
  /** Latitude in degrees. */
  readonly lat: number;
  /** Longitude in degrees. */
  readonly lng: number;
}

/** The part of a planner waypoint that the rules look at. */
export interface WaypointLike {
  /** The text typed or chosen for the waypoint. */
  readonly searchText?: string | null;
  /** The waypoint's coordinates; missing means no position. */
  readonly coordinates?: PositionLike | null;
}

/**
 * Whether coordinates are a real position: finite, latitude within ±90, longitude within ±180, and
 * not the default {lat: 0, lng: 0}, which means "no position". A zero latitude alone is a real
 * position (the equator crosses northern Brazil).
 *
 * @example hasPosition({ lat: -23.5489, lng: -46.6388 }) // true
 * @example hasPosition({ lat: 0, lng: 0 }) // false
 */
export function hasPosition(coordinates: PositionLike | null | undefined): boolean {
  if (coordinates == null) return false;
  const { lat, lng } = coordinates;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return false;
  return lat !== 0 || lng !== 0;
}

/**
 * Whether a route may be requested (SPEC §4 and §5): every waypoint has a position
 * ({@link hasPosition}). An empty list gives `false`.
 *
 * @example allWaypointsHavePosition([{ coordinates: { lat: -23.5, lng: -46.6 } }, { coordinates: { lat: 0, lng: 0 } }]) // false
 */
export function allWaypointsHavePosition(waypoints: readonly WaypointLike[]): boolean {
  return waypoints.length > 0 && waypoints.every((waypoint) => hasPosition(waypoint.coordinates));
}

/**
 * Waypoint text rule (SPEC §5): each waypoint text must be non-empty (blank counts as empty),
 * else 'VALIDATION_IS_REQUIRED'.
 *
 * @example validateWaypointText('  ') // 'VALIDATION_IS_REQUIRED'
 */
export function validateWaypointText(text: string | null | undefined): ValidationResult {
  return isEmptyValue(text) ? KEY_IS_REQUIRED : null;
}

/**
 * Position rule of one waypoint: `null` when {@link hasPosition}, else 'VALIDATION_MISSING_POSITION'.
 *
 * @example validateWaypointPosition({ lat: Number.NaN, lng: -46.6 }) // 'VALIDATION_MISSING_POSITION'
 */
export function validateWaypointPosition(coordinates: PositionLike | null | undefined): ValidationResult {
  return hasPosition(coordinates) ? null : KEY_MISSING_POSITION;
}
