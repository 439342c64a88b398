import { concessionaireId } from './route-tolls.ts';
import { projectOnSegment, segmentsNearPoints } from '../tolls/index.ts';
import type { TripShape } from '../tolls/index.ts';
import type { RouteReferenceData } from './route-reference-data.ts';

/** How far (m) from the route a weighing station is taken to be on it. */
export const STATION_DISTANCE_M = 150;

/**
 * A weighing station along a route (SPEC §3 Truck scale, core's `truckScaleSchema`), plus `tipo` (kind of
 * post), where it is on the route (`leg_index`, `shape_index`, `distancia_km`) and `distancia_m`, how far
 * the route passes from it.
 */
export interface RouteTruckScale {
  id: number;
  lat: number;
  lng: number;
  nome: string;
  rodovia: string | null;
  km: number | null;
  sentido: string | null;
  concessionaria: string | null;
  concessionaria_id: string | null;
  uf: string | null;
  uf_ibge: number | null;
  logo: string | null;
  p_index: number;
  tipo: string | null;
  leg_index: number;
  shape_index: number;
  distancia_km: number;
  distancia_m: number;
}

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
  const found: { station: number; along: number; segment: number; distance: number }[] = [];
  for (const [station, segments] of segmentsNearPoints(reference.stationGrid, shape, maxDistanceM)) {
    const { lat, lng } = reference.stations[station]!;
    let best: { along: number; segment: number; distance: number } | null = null;
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
        segment: i,
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
      leg_index: shape.leg[hit.segment]!,
      shape_index: shape.index[hit.segment]!,
      distancia_km: Math.round(hit.along / 10) / 100,
      distancia_m: Math.round(hit.distance),
    };
  });
}
