import { haversineDistance } from '@freight/core';
import { collectRoadInput } from './collect-road-input.ts';
import type { OsmEntity } from './osm-entity.ts';
import { GrowableUint32Array } from './pbf/growable-array.ts';
import type { RoadInput } from './road-input.ts';
import type { RoadNetwork } from './road-network.ts';
import { NODE_TOLL } from './road-network.ts';
import { StringTable } from './string-table.ts';
import { compactChains } from './compact-chains.ts';
import type { SegmentList } from './segment.ts';
import { segmentEnd, segmentStart } from './segment.ts';
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

/**
 * The extract stage: reads OSM nodes and ways (in any order), keeps the ways motor vehicles may use,
 * splits them at junctions and toll booths, compacts degree-2 chains (keeping their geometry), drops tiny
 * disconnected components, and returns the {@link RoadNetwork}. For entity streams (tests, small inputs);
 * the import reads a PBF file with `readRoadInput` and calls {@link extractRoadNetwork}.
 *
 * @example const { network } = await extractNetwork(readOsmPbf('brasil.osm.pbf'));
 */
export async function extractNetwork(
  entities: AsyncIterable<OsmEntity> | Iterable<OsmEntity>,
  options: ExtractOptions = {},
): Promise<{ network: RoadNetwork; stats: ExtractStats }> {
  const progress = options.onProgress ?? (() => undefined);
  return extractRoadNetwork(await collectRoadInput(entities, (done) => progress('read', done)), options);
}

/**
 * The extract stage over what was read ({@link RoadInput}): resolves the kept ways to points (a way's
 * missing nodes are left out), splits them at junctions and toll booths, compacts degree-2 chains, drops
 * tiny disconnected components and returns the {@link RoadNetwork}.
 *
 * @example const { network } = extractRoadNetwork(await readRoadInput('brasil.osm.pbf'));
 */
export function extractRoadNetwork(
  input: RoadInput,
  options: ExtractOptions = {},
): { network: RoadNetwork; stats: ExtractStats } {
  const progress = options.onProgress ?? (() => undefined);
  const uses = new Uint8Array(input.pointCount);
  const wayPointOffset = new GrowableUint32Array(input.wayAttributes.length + 1);
  const wayPoints = new GrowableUint32Array(input.wayRefOffset[input.wayAttributes.length]);
  const resolvedWays = new GrowableUint32Array(input.wayAttributes.length);
  wayPointOffset.push(0);
  for (let w = 0; w < input.wayAttributes.length; w++) {
    const first = wayPoints.length;
    for (let r = input.wayRefOffset[w]!; r < input.wayRefOffset[w + 1]!; r++) {
      const point = input.pointOf(input.wayRefs[r]!);
      if (point >= 0 && (wayPoints.length === first || wayPoints.data[wayPoints.length - 1] !== point)) {
        wayPoints.push(point);
      }
    }
    if (wayPoints.length - first < 2) {
      wayPoints.length = first;
      continue;
    }
    for (let i = first; i < wayPoints.length; i++) {
      const p = wayPoints.data[i]!;
      if (uses[p]! < 2) uses[p]!++;
    }
    uses[wayPoints.data[first]!] = 2;
    uses[wayPoints.data[wayPoints.length - 1]!] = 2;
    wayPointOffset.push(wayPoints.length);
    resolvedWays.push(w);
  }
  const isToll = (point: number): boolean => input.toll[point] === 1;

  const split = {
    offset: new GrowableUint32Array(resolvedWays.length + 1),
    points: new GrowableUint32Array(wayPoints.length),
    way: new GrowableUint32Array(resolvedWays.length),
  };
  split.offset.push(0);
  for (let k = 0; k < resolvedWays.length; k++) {
    const start = wayPointOffset.data[k]!;
    const end = wayPointOffset.data[k + 1]!;
    let from = start;
    for (let i = start + 1; i < end; i++) {
      const point = wayPoints.data[i]!;
      if (i === end - 1 || uses[point] === 2 || isToll(point)) {
        for (let j = from; j <= i; j++) split.points.push(wayPoints.data[j]!);
        split.offset.push(split.points.length);
        split.way.push(resolvedWays.data[k]!);
        from = i;
      }
    }
  }
  const segments: SegmentList = {
    count: split.way.length,
    offset: split.offset.data,
    points: split.points.data,
    way: split.way.data,
  };
  progress('split', segments.count);

  const compacted = compactChains(segments, input.wayAttributes, isToll, input.pointCount);
  progress('compact', compacted.count);
  const { lat, lon } = input;
  const lengths = new Float64Array(compacted.count);
  for (let c = 0; c < compacted.count; c++) {
    let length = 0;
    for (let i = compacted.offset[c]! + 1; i < compacted.offset[c + 1]!; i++) {
      const a = compacted.points[i - 1]!;
      const b = compacted.points[i]!;
      length += haversineDistance({ lat: lat[a]!, lng: lon[a]! }, { lat: lat[b]!, lng: lon[b]! });
    }
    lengths[c] = length;
  }
  const { kept, dropped } = dropSmallComponents(
    compacted,
    lengths,
    options.minComponentMeters ?? 1000,
    input.pointCount,
  );
  progress('components', kept.length);

  const network = buildNetwork(compacted, kept, lengths, input);
  return {
    network,
    stats: {
      osmNodes: input.osmNodes,
      osmWays: input.osmWays,
      keptWays: resolvedWays.length,
      droppedComponents: dropped,
    },
  };
}

/** The network of the kept chains: graph nodes are their end points, numbered in order of first use. */
function buildNetwork(
  chains: SegmentList,
  kept: Uint32Array,
  lengths: Float64Array,
  input: RoadInput,
): RoadNetwork {
  const nodeOf = new Int32Array(input.pointCount).fill(-1);
  const nodePoints = new GrowableUint32Array(1024);
  const nodeId = (point: number): number => {
    let id = nodeOf[point]!;
    if (id === -1) {
      id = nodePoints.length;
      nodeOf[point] = id;
      nodePoints.push(point);
    }
    return id;
  };
  const edgeCount = kept.length;
  const strings = new StringTable();
  const edgeFrom = new Uint32Array(edgeCount);
  const edgeTo = new Uint32Array(edgeCount);
  let shapeTotal = 0;
  for (const c of kept) shapeTotal += chains.offset[c + 1]! - chains.offset[c]!;
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
    edgeLength: new Float64Array(edgeCount),
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
  for (let e = 0; e < edgeCount; e++) {
    const c = kept[e]!;
    const w = chains.way[c]!;
    const a = input.wayAttributes[w]!;
    edgeFrom[e] = nodeId(segmentStart(chains, c));
    edgeTo[e] = nodeId(segmentEnd(chains, c));
    network.edgeLength[e] = lengths[c]!;
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
    network.edgeWayId[e] = input.wayId[w]!;
    shapeOffset[e] = shape;
    for (let i = chains.offset[c]!; i < chains.offset[c + 1]!; i++) {
      const p = chains.points[i]!;
      shapeLat[shape] = input.lat[p]!;
      shapeLon[shape] = input.lon[p]!;
      shape++;
    }
  }
  shapeOffset[edgeCount] = shape;
  const nodeCount = nodePoints.length;
  network.nodeCount = nodeCount;
  network.nodeLat = new Float64Array(nodeCount);
  network.nodeLon = new Float64Array(nodeCount);
  network.nodeOsmId = new Float64Array(nodeCount);
  network.nodeFlags = new Uint8Array(nodeCount);
  for (let n = 0; n < nodeCount; n++) {
    const p = nodePoints.data[n]!;
    network.nodeLat[n] = input.lat[p]!;
    network.nodeLon[n] = input.lon[p]!;
    network.nodeOsmId[n] = input.osmId[p]!;
    // every node ends a chain, and chains end at every toll point
    if (input.toll[p] === 1) network.nodeFlags[n] = NODE_TOLL;
  }
  network.strings = strings.strings;
  return network;
}
