import { decodePolyline } from '@freight/core';
import type { RouteResponse, TollPlaza, TruckScale, ValhallaTrip } from '@freight/core';

/** A GeoJSON line string of `[lng, lat]` positions. */
export interface LineString {
  type: 'LineString';
  coordinates: [number, number][];
}

/** A GeoJSON point. */
export interface Point {
  type: 'Point';
  coordinates: [number, number];
}

/** A GeoJSON feature. */
export interface Feature<G, P> {
  type: 'Feature';
  properties: P;
  geometry: G;
}

/** A GeoJSON feature collection. */
export interface FeatureCollection<G, P> {
  type: 'FeatureCollection';
  features: Feature<G, P>[];
}

/** Properties of a route line: the alternative's index and whether it is the selected one. */
export interface RouteLineProperties {
  index: number;
  selected: boolean;
}

/** The positions of a trip as `[lng, lat]`, each leg's polyline6 shape decoded with core, legs joined. */
export function tripCoordinates(trip: ValhallaTrip): [number, number][] {
  return trip.legs.flatMap((leg) =>
    decodePolyline(leg.shape).map(([lat, lng]): [number, number] => [lng, lat]),
  );
}

/**
 * One line per alternative of `response` (selected last, so it is drawn on top), or an empty collection
 * before a calculation.
 */
export function routeLines(
  response: RouteResponse | null,
  selected: number,
): FeatureCollection<LineString, RouteLineProperties> {
  const features: Feature<LineString, RouteLineProperties>[] = (response?.rotas ?? [])
    .map((way, index) => ({
      type: 'Feature' as const,
      properties: { index, selected: index === selected },
      geometry: { type: 'LineString' as const, coordinates: tripCoordinates(way.rota.trip) },
    }))
    .filter((feature) => feature.geometry.coordinates.length > 1)
    .sort((a, b) => Number(a.properties.selected) - Number(b.properties.selected));
  return { type: 'FeatureCollection', features };
}

/**
 * The way back (`volta`, asked for with 'Calcular retorno') of the selected alternative as one line, or an
 * empty collection when the answer has none.
 */
export function returnLine(
  response: RouteResponse | null,
  selected: number,
): FeatureCollection<LineString, { index: number }> {
  const back = response?.rotas[selected]?.volta;
  const coordinates = back ? tripCoordinates(back.rota.trip) : [];
  return {
    type: 'FeatureCollection',
    features:
      coordinates.length > 1
        ? [
            {
              type: 'Feature',
              properties: { index: selected },
              geometry: { type: 'LineString', coordinates },
            },
          ]
        : [],
  };
}

/** Points of toll plazas or weighing stations, with their name and position in `places`. */
export function markerPoints(
  places: readonly (TollPlaza | TruckScale)[],
): FeatureCollection<Point, { name: string; index: number }> {
  return {
    type: 'FeatureCollection',
    features: places.map((place, index) => ({
      type: 'Feature',
      properties: { name: place.nome, index },
      geometry: { type: 'Point', coordinates: [Number(place.lng), Number(place.lat)] },
    })),
  };
}

/** `[[west, south], [east, north]]` around every position of `lines`' selected line, `null` when empty. */
export function selectedBounds(
  lines: FeatureCollection<LineString, RouteLineProperties>,
): [[number, number], [number, number]] | null {
  const coordinates =
    lines.features.find((feature) => feature.properties.selected)?.geometry.coordinates ?? [];
  if (coordinates.length === 0) return null;
  const lngs = coordinates.map(([lng]) => lng);
  const lats = coordinates.map(([, lat]) => lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}
