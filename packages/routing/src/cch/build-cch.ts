/**
 * The metric-independent part of a customizable contraction hierarchy (CCH): the upward arcs of the
 * chordal supergraph of the road graph for a node order, in rank space (node `r` is the node of rank `r`,
 * `nodeOfRank[r]` in the road graph). Arc `a` joins `arcTail[a]` to the higher `arcHead[a]`; the arcs
 * leaving `r` upwards are `upOffset[r] .. upOffset[r + 1]`, sorted by head. `downArcs[downOffset[r] ..
 * downOffset[r + 1])` lists the arcs reaching `r` from below, sorted by tail (the lower triangles of
 * arc `y → z` are the common lower neighbours of `y` and `z`). `etParent` is the elimination tree
 * (lowest upward neighbour, -1 at a root). Each road edge that is not a loop has its arc in `edgeArc`;
 * `inputEdges[inputOffset[a] .. inputOffset[a + 1])` are the road edges of arc `a` (parallel edges share it);
 * `edgeDownward[e]` is 1 when edge `e` runs from its arc's head down to its tail.
 */
export interface Cch {
  nodeCount: number;
  rank: Uint32Array;
  nodeOfRank: Uint32Array;
  upOffset: Uint32Array;
  arcTail: Uint32Array;
  arcHead: Uint32Array;
  downOffset: Uint32Array;
  downArcs: Uint32Array;
  etParent: Int32Array;
  edgeArc: Int32Array;
  edgeDownward: Uint8Array;
  inputOffset: Uint32Array;
  inputEdges: Uint32Array;
}

/** Arc from `lower` to `higher` (ranks, `lower < higher`), or -1 when the CCH has none. */
export function cchArc(cch: Cch, lower: number, higher: number): number {
  const { upOffset, arcHead } = cch;
  let lo = upOffset[lower]!;
  let hi = upOffset[lower + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const h = arcHead[mid]!;
    if (h === higher) return mid;
    if (h < higher) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

/**
 * Builds the CCH of a road graph for a node order (`rank[node]`): contracts the nodes in rank order with
 * no witness search — the upward neighbours of a node, less the lowest, join the lowest's (its parent in
 * the elimination tree) — so the arcs are those of the chordal completion, and hold for every metric.
 */
export function buildCch(
  nodeCount: number,
  edgeFrom: ArrayLike<number>,
  edgeTo: ArrayLike<number>,
  rank: Uint32Array,
): Cch {
  const n = nodeCount;
  const nodeOfRank = new Uint32Array(n);
  for (let v = 0; v < n; v++) nodeOfRank[rank[v]!] = v;
  const pending: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < edgeFrom.length; e++) {
    const a = rank[edgeFrom[e]!]!;
    const b = rank[edgeTo[e]!]!;
    if (a < b) pending[a]!.push(b);
    else if (b < a) pending[b]!.push(a);
  }
  const upOffset = new Uint32Array(n + 1);
  const etParent = new Int32Array(n).fill(-1);
  let heads = new Uint32Array(Math.max(16, edgeFrom.length * 2));
  let scratch = new Uint32Array(64);
  for (let r = 0; r < n; r++) {
    const raw = pending[r]!;
    if (raw.length > scratch.length) scratch = new Uint32Array(raw.length * 2);
    const list = scratch.subarray(0, raw.length);
    for (let i = 0; i < raw.length; i++) list[i] = raw[i]!;
    list.sort();
    pending[r] = [];
    let m = 0;
    for (let i = 0; i < list.length; i++) if (i === 0 || list[i] !== list[i - 1]) list[m++] = list[i]!;
    const at = upOffset[r]!;
    if (at + m > heads.length) {
      const grown = new Uint32Array(Math.max(at + m, heads.length * 2));
      grown.set(heads.subarray(0, at));
      heads = grown;
    }
    heads.set(list.subarray(0, m), at);
    upOffset[r + 1] = at + m;
    if (m > 0) {
      const parent = list[0]!;
      etParent[r] = parent;
      const target = pending[parent]!;
      for (let i = 1; i < m; i++) target.push(list[i]!);
    }
  }
  const arcCount = upOffset[n]!;
  const arcHead = heads.slice(0, arcCount);
  const arcTail = new Uint32Array(arcCount);
  const downOffset = new Uint32Array(n + 1);
  for (let r = 0; r < n; r++) arcTail.fill(r, upOffset[r]!, upOffset[r + 1]!);
  for (let a = 0; a < arcCount; a++) downOffset[arcHead[a]! + 1]!++;
  for (let r = 0; r < n; r++) downOffset[r + 1]! += downOffset[r]!;
  const downArcs = new Uint32Array(arcCount);
  const downFill = downOffset.slice(0, n);
  for (let a = 0; a < arcCount; a++) downArcs[downFill[arcHead[a]!]!++] = a;
  const cch: Cch = {
    nodeCount: n,
    rank,
    nodeOfRank,
    upOffset,
    arcTail,
    arcHead,
    downOffset,
    downArcs,
    etParent,
    edgeArc: new Int32Array(edgeFrom.length).fill(-1),
    edgeDownward: new Uint8Array(edgeFrom.length),
    inputOffset: new Uint32Array(arcCount + 1),
    inputEdges: new Uint32Array(0),
  };
  const { edgeArc, edgeDownward, inputOffset } = cch;
  for (let e = 0; e < edgeFrom.length; e++) {
    const a = rank[edgeFrom[e]!]!;
    const b = rank[edgeTo[e]!]!;
    if (a === b) continue;
    const arc = cchArc(cch, Math.min(a, b), Math.max(a, b));
    edgeArc[e] = arc;
    edgeDownward[e] = a > b ? 1 : 0;
    inputOffset[arc + 1]!++;
  }
  for (let a = 0; a < arcCount; a++) inputOffset[a + 1]! += inputOffset[a]!;
  const inputEdges = new Uint32Array(inputOffset[arcCount]!);
  const inputFill = inputOffset.slice(0, arcCount);
  for (let e = 0; e < edgeFrom.length; e++) {
    const arc = edgeArc[e]!;
    if (arc >= 0) inputEdges[inputFill[arc]!++] = e;
  }
  cch.inputEdges = inputEdges;
  return cch;
}
