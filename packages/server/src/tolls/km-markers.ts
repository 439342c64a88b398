import { haversineDistance } from '@freight/core';
import type { OsmEntity } from '@freight/routing';
import { wayRoadRefs } from './road-refs.ts';

/**
 * An OSM way with official km markers at its ends (`km:start`, `km:end`: DER-SP ways and the Rodoanel gap
 * filler of brasil-rodovias), for the road that owns it (the first of its refs).
 */
export interface KmMarkerWay {
  wayId: number;
  /** Owner road number (normalised first ref). */
  ref: string;
  kmStart: number;
  kmEnd: number;
  lat: Float64Array;
  lng: Float64Array;
  /** Distance in metres from the first node to each node. */
  along: Float64Array;
  /**
   * 1 when the node order runs from `km:start` to `km:end`, -1 when against it, 0 when no adjacent way of
   * the same road says (the tags give the range, not which end is which).
   */
  orientation: 1 | -1 | 0;
}

/** Km-marked ways by owner road number. */
export interface KmMarkers {
  byRef: ReadonlyMap<string, readonly KmMarkerWay[]>;
}

const SAME_KM = 0.05;

/**
 * Reads the km-marked ways of an OSM source (e.g. routing's `readOsmPbf`, the graph keeps no km tags) and
 * orients each one: at a node shared with another way of the same road, the km both ways give must agree,
 * which says which end of the way is `km:start`.
 *
 * @example const markers = await readKmMarkers(readOsmPbf('brasil-rodovias.osm.pbf'));
 */
export async function readKmMarkers(
  entities: AsyncIterable<OsmEntity> | Iterable<OsmEntity>,
): Promise<KmMarkers> {
  const nodes = new Map<number, [number, number]>();
  const raw: { wayId: number; ref: string; kmStart: number; kmEnd: number; refs: readonly number[] }[] = [];
  for await (const entity of entities) {
    if (entity.type === 'node') {
      nodes.set(entity.id, [entity.lat, entity.lon]);
      continue;
    }
    const start = Number(entity.tags['km:start']);
    const end = Number(entity.tags['km:end']);
    const ref = wayRoadRefs(entity.tags['ref'] ?? '')[0];
    if (entity.tags['km:start'] === undefined || entity.tags['km:end'] === undefined) continue;
    if (!Number.isFinite(start) || !Number.isFinite(end) || ref === undefined || entity.refs.length < 2)
      continue;
    raw.push({ wayId: entity.id, ref, kmStart: start, kmEnd: end, refs: entity.refs });
  }
  const ends = new Map<string, { wayId: number; kmStart: number; kmEnd: number }[]>();
  const endKey = (ref: string, node: number): string => `${ref}|${node}`;
  for (const way of raw) {
    for (const node of [way.refs[0]!, way.refs[way.refs.length - 1]!]) {
      const list = ends.get(endKey(way.ref, node)) ?? [];
      list.push(way);
      ends.set(endKey(way.ref, node), list);
    }
  }
  const byRef = new Map<string, KmMarkerWay[]>();
  for (const way of raw) {
    const points = way.refs.map((id) => nodes.get(id)).filter((p) => p !== undefined);
    if (points.length < 2) continue;
    const lat = Float64Array.from(points, (p) => p[0]);
    const lng = Float64Array.from(points, (p) => p[1]);
    const along = new Float64Array(points.length);
    for (let i = 1; i < points.length; i++) {
      along[i] =
        along[i - 1]! +
        haversineDistance({ lat: lat[i - 1]!, lng: lng[i - 1]! }, { lat: lat[i]!, lng: lng[i]! });
    }
    let votes = 0;
    const firstLast = [way.refs[0]!, way.refs[way.refs.length - 1]!] as const;
    firstLast.forEach((node, end) => {
      const here = end === 0 ? way.kmStart : way.kmEnd;
      const there = end === 0 ? way.kmEnd : way.kmStart;
      for (const other of ends.get(endKey(way.ref, node)) ?? []) {
        if (other.wayId === way.wayId) continue;
        const values = [other.kmStart, other.kmEnd];
        if (values.some((v) => Math.abs(v - here) < SAME_KM)) votes++;
        if (values.some((v) => Math.abs(v - there) < SAME_KM)) votes--;
      }
    });
    const list = byRef.get(way.ref) ?? [];
    list.push({
      wayId: way.wayId,
      ref: way.ref,
      kmStart: way.kmStart,
      kmEnd: way.kmEnd,
      lat,
      lng,
      along,
      orientation: votes > 0 ? 1 : votes < 0 ? -1 : 0,
    });
    byRef.set(way.ref, list);
  }
  return { byRef };
}
