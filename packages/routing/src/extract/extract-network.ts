import { haversineDistance } from '@freight/core';
import type { OsmEntity } from './osm-entity.ts';
import type { RoadNetwork } from './road-network.ts';
import { NODE_TOLL } from './road-network.ts';
import { StringTable } from './string-table.ts';
import type { WayAttributes } from './way-attributes.ts';
import { wayAttributes } from './way-attributes.ts';
import { compactChains } from './compact-chains.ts';
import type { Segment } from './segment.ts';
import { dropSmallComponents } from './drop-small-components.ts';

/** Options of {@link extractNetwork}. */
export interface ExtractOptions {
  /**
   * Components (weakly connected) shorter than this many metres of road are dropped, except the largest.
   * Default 1000; 0 keeps every component.
   */
  minComponentMeters?: number;
  /** Called now and then with the stage and a count of items done. */
  onProgress?: (stage: string, done: number) => void;
}

/** Counts of an extraction, for the manifest and the CLI report. */
export interface ExtractStats {
  osmNodes: number;
  osmWays: number;
  keptWays: number;
  droppedComponents: number;
}

class GrowableFloat64 {
  data = new Float64Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
}

/**
 * The extract stage: reads OSM nodes and ways (in any order), keeps the ways motor vehicles may use,
 * splits them at junctions and toll booths, compacts degree-2 chains (keeping their geometry), drops tiny
 * disconnected components, and returns the {@link RoadNetwork}.
 *
 * @example const { network } = await extractNetwork(readOsmPbf('brasil.osm.pbf'));
 */
export async function extractNetwork(
  entities: AsyncIterable<OsmEntity> | Iterable<OsmEntity>,
  options: ExtractOptions = {},
): Promise<{ network: RoadNetwork; stats: ExtractStats }> {
  const progress = options.onProgress ?? (() => undefined);
  const nodeIndex = new Map<number, number>();
  const lat = new GrowableFloat64();
  const lon = new GrowableFloat64();
  const osmIds = new GrowableFloat64();
  const tollIds = new Set<number>();
  const ways: { id: number; refs: readonly number[]; attributes: WayAttributes }[] = [];
  let osmNodes = 0;
  let osmWays = 0;
  for await (const entity of entities) {
    if (entity.type === 'node') {
      osmNodes++;
      nodeIndex.set(entity.id, lat.length);
      lat.push(entity.lat);
      lon.push(entity.lon);
      osmIds.push(entity.id);
      if (entity.tags['barrier'] === 'toll_booth' || entity.tags['highway'] === 'toll_gantry') {
        tollIds.add(entity.id);
      }
      if ((osmNodes & 0xffff) === 0) progress('read', osmNodes + osmWays);
    } else {
      osmWays++;
      const attributes = wayAttributes(entity.tags);
      if (attributes && entity.refs.length >= 2) ways.push({ id: entity.id, refs: entity.refs, attributes });
    }
  }
  progress('read', osmNodes + osmWays);

  const uses = new Uint8Array(lat.length);
  const resolved: { id: number; points: number[]; attributes: WayAttributes }[] = [];
  for (const way of ways) {
    const points: number[] = [];
    for (const ref of way.refs) {
      const index = nodeIndex.get(ref);
      if (index !== undefined && points[points.length - 1] !== index) points.push(index);
    }
    if (points.length < 2) continue;
    for (const p of points) if (uses[p]! < 2) uses[p]!++;
    uses[points[0]!] = 2;
    uses[points[points.length - 1]!] = 2;
    resolved.push({ id: way.id, points, attributes: way.attributes });
  }
  const isToll = (point: number): boolean => tollIds.size > 0 && tollIds.has(osmIds.data[point]!);

  const segments: Segment[] = [];
  for (const way of resolved) {
    let start = 0;
    for (let i = 1; i < way.points.length; i++) {
      const point = way.points[i]!;
      if (i === way.points.length - 1 || uses[point] === 2 || isToll(point)) {
        segments.push({ points: way.points.slice(start, i + 1), attributes: way.attributes, wayId: way.id });
        start = i;
      }
    }
  }
  progress('split', segments.length);

  const tollPoints = new Set<number>();
  for (const segment of segments) {
    for (const p of [segment.points[0]!, segment.points[segment.points.length - 1]!])
      if (isToll(p)) tollPoints.add(p);
  }
  const compacted = compactChains(segments, tollPoints);
  progress('compact', compacted.length);
  const pointLength = (segment: Segment): number => {
    let length = 0;
    for (let i = 1; i < segment.points.length; i++) {
      const a = segment.points[i - 1]!;
      const b = segment.points[i]!;
      length += haversineDistance(
        { lat: lat.data[a]!, lng: lon.data[a]! },
        { lat: lat.data[b]!, lng: lon.data[b]! },
      );
    }
    return length;
  };
  const lengths = compacted.map(pointLength);
  const { kept, dropped } = dropSmallComponents(compacted, lengths, options.minComponentMeters ?? 1000);
  progress('components', kept.length);

  const network = buildNetwork(
    kept.map((i) => compacted[i]!),
    kept.map((i) => lengths[i]!),
    { lat: lat.data, lon: lon.data, osmIds: osmIds.data, tollPoints },
  );
  return {
    network,
    stats: { osmNodes, osmWays, keptWays: resolved.length, droppedComponents: dropped },
  };
}

function buildNetwork(
  segments: Segment[],
  lengths: number[],
  points: { lat: Float64Array; lon: Float64Array; osmIds: Float64Array; tollPoints: Set<number> },
): RoadNetwork {
  const nodeOf = new Map<number, number>();
  const nodePoints: number[] = [];
  const nodeId = (point: number): number => {
    let id = nodeOf.get(point);
    if (id === undefined) {
      id = nodePoints.length;
      nodeOf.set(point, id);
      nodePoints.push(point);
    }
    return id;
  };
  const edgeCount = segments.length;
  const strings = new StringTable();
  const edgeFrom = new Uint32Array(edgeCount);
  const edgeTo = new Uint32Array(edgeCount);
  let shapeTotal = 0;
  for (const segment of segments) shapeTotal += segment.points.length;
  const shapeOffset = new Uint32Array(edgeCount + 1);
  const shapeLat = new Float64Array(shapeTotal);
  const shapeLon = new Float64Array(shapeTotal);
  const network: RoadNetwork = {
    nodeCount: 0,
    nodeLat: new Float64Array(0),
    nodeLon: new Float64Array(0),
    nodeOsmId: new Float64Array(0),
    nodeFlags: new Uint8Array(0),
    edgeCount,
    edgeFrom,
    edgeTo,
    edgeLength: Float64Array.from(lengths),
    edgeClass: new Uint8Array(edgeCount),
    edgeForward: new Uint8Array(edgeCount),
    edgeBackward: new Uint8Array(edgeCount),
    edgeMaxspeed: new Uint8Array(edgeCount),
    edgeMaxspeedHgv: new Uint8Array(edgeCount),
    edgeMaxweight: new Float32Array(edgeCount),
    edgeMaxheight: new Float32Array(edgeCount),
    edgeFlags: new Uint8Array(edgeCount),
    edgeName: new Uint32Array(edgeCount),
    edgeRef: new Uint32Array(edgeCount),
    edgeWayId: new Float64Array(edgeCount),
    shapeOffset,
    shapeLat,
    shapeLon,
    strings: strings.strings,
  };
  let shape = 0;
  segments.forEach((segment, e) => {
    const a = segment.attributes;
    edgeFrom[e] = nodeId(segment.points[0]!);
    edgeTo[e] = nodeId(segment.points[segment.points.length - 1]!);
    network.edgeClass[e] = a.roadClass;
    network.edgeForward[e] = a.forward;
    network.edgeBackward[e] = a.backward;
    network.edgeMaxspeed[e] = a.maxspeed;
    network.edgeMaxspeedHgv[e] = a.maxspeedHgv;
    network.edgeMaxweight[e] = a.maxweight;
    network.edgeMaxheight[e] = a.maxheight;
    network.edgeFlags[e] = a.flags;
    network.edgeName[e] = strings.intern(a.name);
    network.edgeRef[e] = strings.intern(a.ref);
    network.edgeWayId[e] = segment.wayId;
    shapeOffset[e] = shape;
    for (const p of segment.points) {
      shapeLat[shape] = points.lat[p]!;
      shapeLon[shape] = points.lon[p]!;
      shape++;
    }
  });
  shapeOffset[edgeCount] = shape;
  const nodeCount = nodePoints.length;
  network.nodeCount = nodeCount;
  network.nodeLat = new Float64Array(nodeCount);
  network.nodeLon = new Float64Array(nodeCount);
  network.nodeOsmId = new Float64Array(nodeCount);
  network.nodeFlags = new Uint8Array(nodeCount);
  nodePoints.forEach((p, n) => {
    network.nodeLat[n] = points.lat[p]!;
    network.nodeLon[n] = points.lon[p]!;
    network.nodeOsmId[n] = points.osmIds[p]!;
    if (points.tollPoints.has(p)) network.nodeFlags[n] = NODE_TOLL;
  });
  network.strings = strings.strings;
  return network;
}
