import { projectOnSegment } from '@freight/core';
import type { TruckScale } from '@freight/core';
import { concessionaireId, segmentsNearPoints } from '../tolls/index.ts';
import type { TripShape } from '../tolls/index.ts';
import type { RouteReferenceData } from './route-reference-data.ts';

/** How far (m) from the route a weighing station is taken to be on it. */
export const STATION_DISTANCE_M = 150;

/** A weighing station along a route as the answer carries it: core's `truckScaleSchema`. */
export type RouteTruckScale = TruckScale;

/**
 * The weighing stations within `maxDistanceM` (150 m) of a route's shape, in route order (where the route
 * passes nearest), numbered `p_index` 0..n-1. A station is listed once even when the route passes it
 * twice. The data give no reliable direction, so a station is listed whichever way the route goes.
 */
export function stationsAlong(
  reference: Pick<RouteReferenceData, 'stations' | 'stationGrid'>,
  shape: TripShape,
  maxDistanceM = STATION_DISTANCE_M,
): RouteTruckScale[] {
  const found: { station: number; along: number; distance: number }[] = [];
  for (const [station, segments] of segmentsNearPoints(reference.stationGrid, shape, maxDistanceM)) {
    const { lat, lng } = reference.stations[station]!;
    let best: { along: number; distance: number } | null = null;
    for (const i of segments) {
      const p = projectOnSegment(
        lat,
        lng,
        shape.lat[i]!,
        shape.lng[i]!,
        shape.lat[i + 1]!,
        shape.lng[i + 1]!,
      );
      if (p.distance > maxDistanceM || (best && p.distance >= best.distance)) continue;
      best = {
        along: shape.along[i]! + p.t * (shape.along[i + 1]! - shape.along[i]!),
        distance: p.distance,
      };
    }
    if (best) found.push({ station, ...best });
  }
  found.sort((a, b) => a.along - b.along || a.station - b.station);
  return found.map((hit, p_index) => {
    const station = reference.stations[hit.station]!;
    return {
      id: station.id,
      lat: station.lat,
      lng: station.lng,
      nome: station.name,
      rodovia: station.road,
      km: station.km,
      sentido: station.direction,
      concessionaria: station.operator,
      concessionaria_id: concessionaireId(station.operator),
      uf: station.uf,
      uf_ibge: station.ufIbge,
      logo: null,
      p_index,
      tipo: station.kind,
      distancia_km: Math.round(hit.along / 10) / 100,
    };
  });
}
