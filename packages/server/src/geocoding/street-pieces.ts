import { metersBetween } from '@freight/core';
import { foldText } from './fold-text.ts';
import type { OsmStreetPiece } from './read-osm-features.ts';

/** Importance (0–1000) of a street by its `highway` class. */
export const STREET_IMPORTANCE: Readonly<Record<string, number>> = {
  motorway: 300,
  trunk: 300,
  primary: 280,
  secondary: 260,
  tertiary: 240,
  unclassified: 220,
  residential: 220,
  living_street: 220,
  road: 220,
  pedestrian: 180,
  service: 180,
  track: 180,
};
/** Numbered roads (with `ref`) rank below town streets: a long road has one entry per municipality. */
export const NUMBERED_ROAD_IMPORTANCE = 200;
/** Importance of ramps and links (`*_link`). */
export const LINK_IMPORTANCE = 150;

/** A street being merged: its name, municipality, pieces and importance. */
export interface StreetAccumulator {
  name: string;
  city: number;
  aliases: Set<string>;
  lines: number[][];
  tunnel: boolean[];
  importance: number;
}

/** The vertex nearest to the centroid of all vertices of a street: a point on it, near its middle. */
export function representativePoint(lines: readonly number[][]): { lat: number; lng: number } {
  let lat = 0;
  let lng = 0;
  let n = 0;
  for (const line of lines) {
    for (let i = 0; i < line.length; i += 2) {
      lat += line[i] as number;
      lng += line[i + 1] as number;
      n++;
    }
  }
  lat /= n;
  lng /= n;
  let best = { lat, lng };
  let bestMeters = Infinity;
  for (const line of lines) {
    for (let i = 0; i < line.length; i += 2) {
      const meters = metersBetween(lat, lng, line[i] as number, line[i + 1] as number);
      if (meters < bestMeters) {
        bestMeters = meters;
        best = { lat: line[i] as number, lng: line[i + 1] as number };
      }
    }
  }
  return best;
}

function streetImportance(piece: OsmStreetPiece): number {
  if (piece.highway.endsWith('_link')) return LINK_IMPORTANCE;
  const byClass = STREET_IMPORTANCE[piece.highway] ?? 180;
  return piece.refs.length > 0 ? Math.min(byClass, NUMBERED_ROAD_IMPORTANCE) : byClass;
}

/**
 * Adds one street piece: each vertex goes to the municipality `cityAt` gives; the piece is cut where that
 * changes, and each run is merged into the street of the same name in that municipality.
 */
export function addStreetPiece(
  piece: OsmStreetPiece,
  cityAt: (lat: number, lng: number) => number,
  streets: Map<string, StreetAccumulator>,
): void {
  const name = piece.name ?? (piece.refs[0] as string);
  const aliases = piece.name ? piece.refs : piece.refs.slice(1);
  const folded = foldText(name);
  if (folded === '') return;
  const importance = streetImportance(piece);
  const { coords } = piece;
  const vertices = coords.length / 2;
  const emit = (city: number, from: number, to: number) => {
    if (city < 0 || to - from < 1) return;
    const key = `${city}|${folded}`;
    let street = streets.get(key);
    if (!street) {
      street = { name, city, aliases: new Set(), lines: [], tunnel: [], importance };
      streets.set(key, street);
    }
    for (const alias of aliases) street.aliases.add(alias);
    street.importance = Math.max(street.importance, importance);
    street.lines.push(coords.slice(2 * from, 2 * to + 2));
    street.tunnel.push(piece.tunnel);
  };
  let runStart = 0;
  let runCity = cityAt(coords[0] as number, coords[1] as number);
  for (let v = 1; v < vertices; v++) {
    const city = cityAt(coords[2 * v] as number, coords[2 * v + 1] as number);
    if (city === runCity) continue;
    emit(runCity, runStart, v - 1);
    runStart = v - 1;
    runCity = city;
  }
  emit(runCity, runStart, vertices - 1);
}
