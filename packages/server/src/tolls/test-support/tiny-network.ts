import { RoutingGraph, buildGraph, extractNetwork, isValhallaError, profilesFor } from '@freight/routing';
import type { EmbeddedRouter, OsmEntity, OsmTags, RouteLocation } from '@freight/routing';
import { METERS_PER_DEGREE, valhallaTripSchema } from '@freight/core';
import type { ValhallaTrip } from '@freight/core';

/** A tiny OSM network drawn as an ASCII map: each letter or digit is a node, `gridMeters` apart. */
export interface TinyNetwork {
  entities: OsmEntity[];
  /** Position of a named node. */
  at(name: string): { lat: number; lng: number };
  /** OSM id of a named node. */
  id(name: string): number;
  /** A position between two named nodes (`t` = 0 at `a`, 1 at `b`), shifted `offsetMeters` north. */
  between(a: string, b: string, t: number, offsetMeters?: number): { lat: number; lng: number };
}

const ORIGIN = { lat: -23.55, lng: -46.63 };

/**
 * Builds OSM entities from an ASCII map and a table of ways (node names in order, tags), as OSRM's
 * scenario tables do. `nodeTags` tags named nodes (e.g. a `barrier=toll_booth`).
 *
 * @example tinyNetwork('a b c', [['abc', { highway: 'trunk', ref: 'BR-116' }]])
 */
export function tinyNetwork(
  map: string,
  ways: readonly (readonly [string, OsmTags])[],
  options: { gridMeters?: number; nodeTags?: Record<string, OsmTags> } = {},
): TinyNetwork {
  const grid = options.gridMeters ?? 100;
  const metersPerDegLng = METERS_PER_DEGREE * Math.cos((ORIGIN.lat * Math.PI) / 180);
  const nodes = new Map<string, { id: number; lat: number; lng: number }>();
  map.split('\n').forEach((line, row) => {
    [...line].forEach((ch, col) => {
      if (!/[a-z0-9]/i.test(ch)) return;
      if (nodes.has(ch)) throw new Error(`node ${ch} drawn twice`);
      nodes.set(ch, {
        id: nodes.size + 1,
        lat: ORIGIN.lat - (row * grid) / METERS_PER_DEGREE,
        lng: ORIGIN.lng + (col * grid) / metersPerDegLng,
      });
    });
  });
  const node = (name: string): { id: number; lat: number; lng: number } => {
    const found = nodes.get(name);
    if (!found) throw new Error(`node ${name} is not on the map`);
    return found;
  };
  const entities: OsmEntity[] = [...nodes].map(([name, n]) => ({
    type: 'node',
    id: n.id,
    lat: n.lat,
    lon: n.lng,
    tags: options.nodeTags?.[name] ?? {},
  }));
  ways.forEach(([names, tags], i) => {
    entities.push({ type: 'way', id: 1000 + i, refs: [...names].map((name) => node(name).id), tags });
  });
  return {
    entities,
    at: (name) => ({ lat: node(name).lat, lng: node(name).lng }),
    id: (name) => node(name).id,
    between: (a, b, t, offsetMeters = 0) => ({
      lat: node(a).lat + (node(b).lat - node(a).lat) * t + offsetMeters / METERS_PER_DEGREE,
      lng: node(a).lng + (node(b).lng - node(a).lng) * t,
    }),
  };
}

/** Extracts and contracts a graph (truck profile only) from OSM entities, in memory. */
export async function tinyGraph(entities: Iterable<OsmEntity>): Promise<RoutingGraph> {
  const { network, stats } = await extractNetwork(entities, { minComponentMeters: 0 });
  return new RoutingGraph(buildGraph(network, { profiles: profilesFor(['truck'], false), stats }));
}

/** The trip of a truck route through the given positions; throws on a routing error. */
export function routeTrip(
  router: EmbeddedRouter,
  locations: readonly ({ lat: number; lng: number } & Pick<RouteLocation, 'type'>)[],
): ValhallaTrip {
  const answer = router.route({
    locations: locations.map(({ lat, lng, type }) => ({ lat, lon: lng, ...(type ? { type } : {}) })),
    costing: 'truck',
  });
  if (isValhallaError(answer)) throw new Error(`routing error ${answer.error_code}: ${answer.error}`);
  return valhallaTripSchema.parse(answer.trip);
}
