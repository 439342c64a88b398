import { closestPointOnSegment, haversineDistance, MISSING_ROUTE_TOLERANCE_M } from '@freight/core';
import type { LatLng } from '@freight/core';
import type { FeatureCollection, LineString } from './route-geojson.ts';

/** Properties of a dashed connector: the index of the waypoint it starts at. */
export interface ConnectorProperties {
  waypoint: number;
}

/** The point of `line` (`[lng, lat]` positions) closest to `point`, `null` for an empty line. */
export function nearestPointOnLine(point: LatLng, line: readonly [number, number][]): LatLng | null {
  const toLatLng = ([lng, lat]: [number, number]): LatLng => ({ lat, lng });
  const [first] = line;
  if (first === undefined) return null;
  let best = toLatLng(first);
  let bestDistance = haversineDistance(point, best);
  for (let i = 1; i < line.length; i++) {
    const candidate = closestPointOnSegment(point, toLatLng(line[i - 1]!), toLatLng(line[i]!));
    const distance = haversineDistance(point, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The dashed connectors of SPEC §9 ("missing-route tolerance 10 m"): for each positioned waypoint
 * (`null` for one without a position) farther than core's `MISSING_ROUTE_TOLERANCE_M` from the route
 * `line` (`[lng, lat]`), a line from the waypoint to the nearest point of the route. Empty without a route.
 *
 * @example connectorLines([{ lat: -23.55, lng: -46.64 }], routeLine) // one connector when 10 m or more off
 */
export function connectorLines(
  waypoints: readonly (LatLng | null)[],
  line: readonly [number, number][],
): FeatureCollection<LineString, ConnectorProperties> {
  const features = waypoints.flatMap((waypoint, index) => {
    if (!waypoint) return [];
    const nearest = nearestPointOnLine(waypoint, line);
    if (!nearest || haversineDistance(waypoint, nearest) <= MISSING_ROUTE_TOLERANCE_M) return [];
    return [
      {
        type: 'Feature' as const,
        properties: { waypoint: index },
        geometry: {
          type: 'LineString' as const,
          coordinates: [
            [waypoint.lng, waypoint.lat],
            [nearest.lng, nearest.lat],
          ] as [number, number][],
        },
      },
    ];
  });
  return { type: 'FeatureCollection', features };
}
