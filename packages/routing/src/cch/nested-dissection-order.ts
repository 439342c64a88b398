import { NodeSeparator, SIDE_SEPARATOR, SIDE_SINK, SIDE_SOURCE } from './node-separator.ts';

/** The undirected graph and node coordinates a dissection order is computed from. */
export interface DissectionInput {
  nodeCount: number;
  edgeFrom: ArrayLike<number>;
  edgeTo: ArrayLike<number>;
  nodeLat: ArrayLike<number>;
  nodeLon: ArrayLike<number>;
}

/** Options of {@link nestedDissectionOrder}. */
export interface DissectionOptions {
  /** Fraction of a piece's nodes, at each end of a direction, that must be cut apart (default 0.4). */
  sourceFraction?: number;
  /** Directions tried per piece, out of north–south, east–west and the two diagonals (default 4). */
  directions?: number;
}

const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/**
 * A metric-independent contraction order by nested dissection with inertial flow (RoutingKit's
 * `compute_nested_node_dissection_order_using_inertial_flow`): each piece of the graph is cut by the
 * smallest node separator, over a few directions, between the first and the last `sourceFraction` of its
 * nodes along the direction; the separator is ranked above both halves, which are dissected in turn
 * (an explicit stack of index ranges, no recursion). Returns `rank[node]`, a permutation of 0..n-1.
 */
export function nestedDissectionOrder(input: DissectionInput, options: DissectionOptions = {}): Uint32Array {
  const n = input.nodeCount;
  const fraction = options.sourceFraction ?? 0.4;
  const directions = DIRECTIONS.slice(0, Math.max(1, Math.min(4, options.directions ?? 4)));
  const { edgeFrom, edgeTo, nodeLat, nodeLon } = input;
  const degree = new Uint32Array(n + 1);
  for (let e = 0; e < edgeFrom.length; e++) {
    if (edgeFrom[e] === edgeTo[e]) continue;
    degree[edgeFrom[e]! + 1]!++;
    degree[edgeTo[e]! + 1]!++;
  }
  for (let v = 0; v < n; v++) degree[v + 1]! += degree[v]!;
  const adjacency = new Uint32Array(degree[n]!);
  const fill = degree.slice(0, n);
  for (let e = 0; e < edgeFrom.length; e++) {
    const u = edgeFrom[e]!;
    const v = edgeTo[e]!;
    if (u === v) continue;
    adjacency[fill[u]!++] = v;
    adjacency[fill[v]!++] = u;
  }
  let meanLat = 0;
  for (let v = 0; v < n; v++) meanLat += nodeLat[v]! / n;
  const lonScale = Math.cos((meanLat * Math.PI) / 180);

  const nodes = new Uint32Array(n);
  for (let v = 0; v < n; v++) nodes[v] = v;
  const localId = new Int32Array(n).fill(-1);
  const offset = new Uint32Array(n + 1);
  const adj = new Uint32Array(adjacency.length);
  const role = new Uint8Array(n);
  const side = new Uint8Array(n);
  const bestSide = new Uint8Array(n);
  const keys = new Float64Array(n);
  const sorted = new Float64Array(n);
  const buffer = new Uint32Array(n);
  const separator = new NodeSeparator(n);
  const stack: number[] = [0, n];
  while (stack.length > 0) {
    const end = stack.pop()!;
    const begin = stack.pop()!;
    const k = end - begin;
    if (k <= 1) continue;
    for (let i = 0; i < k; i++) localId[nodes[begin + i]!] = i;
    let m = 0;
    for (let i = 0; i < k; i++) {
      offset[i] = m;
      const v = nodes[begin + i]!;
      for (let j = degree[v]!; j < degree[v + 1]!; j++) {
        const w = localId[adjacency[j]!]!;
        if (w >= 0) adj[m++] = w;
      }
    }
    offset[k] = m;
    let bestSize = Infinity;
    let bestImbalance = Infinity;
    const ends = Math.max(1, Math.floor(k * fraction));
    for (const [dy, dx] of directions) {
      for (let i = 0; i < k; i++) {
        const v = nodes[begin + i]!;
        keys[i] = dy * nodeLat[v]! + dx * nodeLon[v]! * lonScale;
      }
      const part = sorted.subarray(0, k);
      part.set(keys.subarray(0, k));
      part.sort();
      const low = part[ends - 1]!;
      const high = part[k - ends]!;
      for (let i = 0; i < k; i++) {
        if (low < high) role[i] = keys[i]! <= low ? 1 : keys[i]! >= high ? 2 : 0;
        else role[i] = i === 0 ? 1 : i === k - 1 ? 2 : 0;
      }
      const size = separator.cut(k, offset, adj, role, side);
      let sources = 0;
      for (let i = 0; i < k; i++) if (side[i] === SIDE_SOURCE) sources++;
      const imbalance = Math.abs(2 * sources + size - k);
      if (size < bestSize || (size === bestSize && imbalance < bestImbalance)) {
        bestSize = size;
        bestImbalance = imbalance;
        bestSide.set(side.subarray(0, k));
      }
    }
    let at = 0;
    for (const wanted of [SIDE_SOURCE, SIDE_SINK, SIDE_SEPARATOR]) {
      for (let i = 0; i < k; i++) if (bestSide[i] === wanted) buffer[at++] = nodes[begin + i]!;
    }
    let sourceCount = 0;
    let sinkCount = 0;
    for (let i = 0; i < k; i++) {
      if (bestSide[i] === SIDE_SOURCE) sourceCount++;
      else if (bestSide[i] === SIDE_SINK) sinkCount++;
    }
    nodes.set(buffer.subarray(0, k), begin);
    for (let i = 0; i < k; i++) localId[nodes[begin + i]!] = -1;
    stack.push(begin, begin + sourceCount, begin + sourceCount, begin + sourceCount + sinkCount);
  }
  const rank = new Uint32Array(n);
  for (let i = 0; i < n; i++) rank[nodes[i]!] = i;
  return rank;
}
