import { formatCoordinateText, parseCoordinateText } from '@freight/core';
import type { RouteRequestWaypoint } from '@freight/core';
import type { Geocoder } from '../geocoding/geocoder.ts';
import type { Logger } from '../logging/logger.ts';
import type { MunicipalityIndex } from './municipality-index.ts';

/** A waypoint with its position: the address text (`addr`, as in the response) and coordinates. */
export interface ResolvedWaypoint {
  addr: string;
  lat: number;
  lng: number;
}

/** Every waypoint with a position, or the text of the first one that could not be found. */
export type WaypointResolution = { ok: true; waypoints: ResolvedWaypoint[] } | { ok: false; address: string };

/** What {@link resolveWaypoints} uses. */
export interface ResolveWaypointsDeps {
  /** The configured geocoder (`ctx.geocoder`), if any. */
  geocoder?: Geocoder | undefined;
  /** Fallback without a geocoder (or when it fails): municipality names. */
  municipalities: MunicipalityIndex;
  logger: Logger;
  signal?: AbortSignal;
}

/**
 * The position of each waypoint, in order:
 * - `lat`/`lng` given: used as they are (`addr` is the name, or the coordinates as `'lat,lng'`);
 * - only a name: coordinate text `'lat,lng'` (SPEC §5: two nonzero decimals) is read as is; otherwise the
 *   geocoder's best hit; without a geocoder (or when it fails) an exact, accent- and case-insensitive
 *   match of a municipality (`'Município'`, `'Município, UF'`, `'Município - UF'`), at its seat.
 * A name nothing matches stops the resolution with that name (the route-address error).
 */
export async function resolveWaypoints(
  waypoints: readonly RouteRequestWaypoint[],
  deps: ResolveWaypointsDeps,
): Promise<WaypointResolution> {
  const found = await Promise.all(waypoints.map((waypoint) => resolveOne(waypoint, deps)));
  const missing = found.findIndex((position) => position === null);
  if (missing >= 0) return { ok: false, address: waypoints[missing]!.name };
  return {
    ok: true,
    waypoints: found.map((position, i) => ({
      addr: waypoints[i]!.name || formatCoordinateText(position!.lat, position!.lng),
      lat: position!.lat,
      lng: position!.lng,
    })),
  };
}

async function resolveOne(
  waypoint: RouteRequestWaypoint,
  deps: ResolveWaypointsDeps,
): Promise<{ lat: number; lng: number } | null> {
  if (waypoint.lat !== undefined && waypoint.lng !== undefined)
    return { lat: waypoint.lat, lng: waypoint.lng };
  const text = waypoint.name;
  const coordinates = parseCoordinateText(text);
  if (coordinates) return coordinates;
  if (deps.geocoder) {
    try {
      const hit = await deps.geocoder.geocode(text, {
        limit: 1,
        ...(deps.signal ? { signal: deps.signal } : {}),
      });
      return hit ? { lat: hit.lat, lng: hit.lng } : null;
    } catch (error) {
      deps.logger.warn('geocoder failed; trying the municipality names', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const municipality = deps.municipalities.find(text);
  return municipality ? { lat: municipality.lat, lng: municipality.lng } : null;
}
