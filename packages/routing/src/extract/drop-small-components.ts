import { GrowableUint32Array } from './pbf/growable-array.ts';
import type { SegmentList } from './segment.ts';
import { segmentEnd, segmentStart } from './segment.ts';

/**
 * The segments to keep (indices, in order): every weakly connected component with at least `minMeters` of
 * road, and always the largest one (the first met, on a tie); and the number of components dropped.
 * Union-find over the points in typed arrays.
 *
 * @param lengths length in metres of each segment
 * @param pointCount points of the extract (every segment point is below it)
 */
export function dropSmallComponents(
  segments: SegmentList,
  lengths: Float64Array,
  minMeters: number,
  pointCount: number,
): { kept: Uint32Array; dropped: number } {
  const parent = new Int32Array(pointCount).fill(-1);
  const find = (x: number): number => {
    let root = x;
    while (parent[root]! !== root) root = parent[root]!;
    while (x !== root) {
      const next = parent[x]!;
      parent[x] = root;
      x = next;
    }
    return root;
  };
  for (let i = 0; i < segments.count; i++) {
    const a = segmentStart(segments, i);
    const b = segmentEnd(segments, i);
    if (parent[a] === -1) parent[a] = a;
    if (parent[b] === -1) parent[b] = b;
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[ra] = rb;
  }
  // metres of each component, at its root; roots in the order their first segment comes
  const size = new Float64Array(pointCount);
  const roots = new GrowableUint32Array(1024);
  const seen = new Uint8Array(pointCount);
  for (let i = 0; i < segments.count; i++) {
    const root = find(segmentStart(segments, i));
    if (seen[root] === 0) {
      seen[root] = 1;
      roots.push(root);
    }
    size[root]! += lengths[i]!;
  }
  let largest = -1;
  let largestSize = -1;
  for (let k = 0; k < roots.length; k++) {
    const root = roots.data[k]!;
    if (size[root]! > largestSize) {
      largest = root;
      largestSize = size[root]!;
    }
  }
  const kept = new GrowableUint32Array(segments.count);
  for (let i = 0; i < segments.count; i++) {
    const root = find(segmentStart(segments, i));
    if (root === largest || size[root]! >= minMeters) kept.push(i);
  }
  let dropped = 0;
  for (let k = 0; k < roots.length; k++) {
    const root = roots.data[k]!;
    if (root !== largest && size[root]! < minMeters) dropped++;
  }
  return { kept: kept.toArray(), dropped };
}
