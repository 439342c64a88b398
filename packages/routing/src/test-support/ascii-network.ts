import { METERS_PER_DEGREE } from '@freight/core';
import type { OsmEntity, OsmTags } from '../extract/osm-entity.ts';

/** A tiny OSM network drawn as an ASCII map, as in OSRM's cucumber scenarios. */
export interface AsciiNetwork {
  entities: OsmEntity[];
  /** Position of a named node of the map. */
  at(name: string): { lat: number; lon: number };
  /** OSM id of a named node. */
  id(name: string): number;
}

/** Options of {@link asciiNetwork}. */
export interface AsciiOptions {
  /** Metres between two character cells (default 100). */
  gridMeters?: number;
  /** Position of the top-left cell (default central São Paulo). */
  origin?: { lat: number; lon: number };
  /** Tags of named nodes, e.g. `{ t: { barrier: 'toll_booth' } }`. */
  nodeTags?: Record<string, OsmTags>;
}

/**
 * Builds OSM entities from a map where each letter or digit is a node, and a table of ways given as the
 * node names in order with their tags.
 *
 * @example
 * asciiNetwork(`
 *   a b c
 *       d
 * `, [['abc', { highway: 'primary' }], ['cd', { highway: 'residential', oneway: 'yes' }]])
 */
export function asciiNetwork(
  map: string,
  ways: readonly (readonly [string, OsmTags])[],
  options: AsciiOptions = {},
): AsciiNetwork {
  const grid = options.gridMeters ?? 100;
  const origin = options.origin ?? { lat: -23.55, lon: -46.63 };
  const metersPerDegLat = METERS_PER_DEGREE;
  const metersPerDegLon = METERS_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180);
  const nodes = new Map<string, { id: number; lat: number; lon: number }>();
  const lines = map.split('\n');
  let nextId = 1;
  lines.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      if (!/[a-z0-9]/i.test(ch)) return;
      if (nodes.has(ch)) throw new Error(`node ${ch} drawn twice`);
      nodes.set(ch, {
        id: nextId++,
        lat: origin.lat - (row * grid) / metersPerDegLat,
        lon: origin.lon + (col * grid) / metersPerDegLon,
      });
    });
  });
  const node = (name: string): { id: number; lat: number; lon: number } => {
    const n = nodes.get(name);
    if (!n) throw new Error(`node ${name} is not on the map`);
    return n;
  };
  const entities: OsmEntity[] = [];
  for (const [name, n] of nodes) {
    entities.push({ type: 'node', id: n.id, lat: n.lat, lon: n.lon, tags: options.nodeTags?.[name] ?? {} });
  }
  ways.forEach(([names, tags], i) => {
    entities.push({ type: 'way', id: 1000 + i, refs: [...names].map((name) => node(name).id), tags });
  });
  return {
    entities,
    at: (name) => ({ lat: node(name).lat, lon: node(name).lon }),
    id: (name) => node(name).id,
  };
}
