import { haversineDistance, wayRoadRefs } from '@freight/core';
import { batchTags, decodePbf, foundIndex, readNodePositions, sortedUnique } from '@freight/routing';
import type { OsmEntity } from '@freight/routing';

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

/** A km-tagged way as read: its owner road, the km at its ends and its node ids. */
interface RawKmWay {
  wayId: number;
  ref: string;
  kmStart: number;
  kmEnd: number;
  refs: ArrayLike<number>;
}

/** The km-tagged way of a way's tags and node ids, or null when it has none (or unusable ones). */
function kmWay(wayId: number, tags: Record<string, string>, refs: ArrayLike<number>): RawKmWay | null {
  if (tags['km:start'] === undefined || tags['km:end'] === undefined) return null;
  const start = Number(tags['km:start']);
  const end = Number(tags['km:end']);
  const ref = wayRoadRefs(tags['ref'] ?? '')[0];
  if (!Number.isFinite(start) || !Number.isFinite(end) || ref === undefined || refs.length < 2) return null;
  return { wayId, ref, kmStart: start, kmEnd: end, refs };
}

/**
 * Reads the km-marked ways of OSM entities (tests, small inputs: every node position is kept in a `Map`;
 * a PBF file goes through {@link readPbfKmMarkers}) and orients each one (see {@link kmMarkersOf}).
 *
 * @example const markers = await readKmMarkers(readOsmPbf('brasil-rodovias.osm.pbf'));
 */
export async function readKmMarkers(
  entities: AsyncIterable<OsmEntity> | Iterable<OsmEntity>,
): Promise<KmMarkers> {
  const nodes = new Map<number, [number, number]>();
  const raw: RawKmWay[] = [];
  for await (const entity of entities) {
    if (entity.type === 'node') {
      nodes.set(entity.id, [entity.lat, entity.lon]);
      continue;
    }
    const way = kmWay(entity.id, entity.tags, entity.refs);
    if (way) raw.push(way);
  }
  return kmMarkersOf(raw, (id) => nodes.get(id));
}

/**
 * The km-marked ways of an OSM PBF file, read in two passes as the road import reads it (the km-tagged
 * ways and their node ids, then the positions of those nodes only), so memory follows the km-tagged ways,
 * never the file's node count (a country has more nodes than a `Map` holds).
 *
 * @throws ImportInputError when the file is missing or not a PBF.
 */
export async function readPbfKmMarkers(path: string): Promise<KmMarkers> {
  const raw: RawKmWay[] = [];
  const nodeBlocks = new Set<number>();
  let block = 0;
  for await (const batch of decodePbf(path, 'entities')) {
    if (batch.hasNodes) nodeBlocks.add(block);
    block++;
    for (let i = 0; i < batch.wayCount; i++) {
      if (batch.wayTagOffset[i + 1]! === batch.wayTagOffset[i]!) continue;
      const tags = batchTags(batch.strings, batch.wayTagOffset, batch.wayTags, i);
      if (tags['km:start'] === undefined) continue;
      const refs = Float64Array.from(
        batch.wayRefs.subarray(batch.wayRefOffset[i]!, batch.wayRefOffset[i + 1]!),
      );
      const way = kmWay(batch.wayId[i]!, tags, refs);
      if (way) raw.push(way);
    }
  }
  const needed = sortedUnique(Float64Array.from(raw.flatMap((way) => Array.from(way.refs))));
  const nodes = await readNodePositions(path, needed, { blocks: (index) => nodeBlocks.has(index) });
  return kmMarkersOf(raw, (id) => {
    const at = foundIndex(needed, nodes.found, id);
    return at < 0 ? undefined : [nodes.lat[at]!, nodes.lon[at]!];
  });
}

/**
 * Orients each km-tagged way: at a node shared with another way of the same road, the km both ways give
 * must agree, which says which end of the way is `km:start`. `positionOf` gives a node's `[lat, lng]`.
 */
function kmMarkersOf(
  raw: readonly RawKmWay[],
  positionOf: (id: number) => readonly [number, number] | undefined,
): KmMarkers {
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
    const points = Array.from(way.refs, (id) => positionOf(id)).filter((p) => p !== undefined);
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
