import type { Segment } from './segment.ts';

/**
 * Indices of the segments to keep: every weakly connected component with at least `minMeters` of road, and
 * always the largest one; and the number of components dropped.
 */
export function dropSmallComponents(
  segments: readonly Segment[],
  lengths: readonly number[],
  minMeters: number,
): { kept: number[]; dropped: number } {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while (parent.get(root)! !== root) root = parent.get(root)!;
    while (x !== root) {
      const next = parent.get(x)!;
      parent.set(x, root);
      x = next;
    }
    return root;
  };
  for (const s of segments) {
    const a = s.points[0]!;
    const b = s.points[s.points.length - 1]!;
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra, rb);
  }
  const size = new Map<number, number>();
  segments.forEach((s, i) => {
    const root = find(s.points[0]!);
    size.set(root, (size.get(root) ?? 0) + lengths[i]!);
  });
  let largest = -1;
  let largestSize = -1;
  for (const [root, meters] of size) {
    if (meters > largestSize) {
      largest = root;
      largestSize = meters;
    }
  }
  const kept: number[] = [];
  segments.forEach((s, i) => {
    const root = find(s.points[0]!);
    if (root === largest || size.get(root)! >= minMeters) kept.push(i);
  });
  let dropped = 0;
  for (const [root, meters] of size) if (root !== largest && meters < minMeters) dropped++;
  return { kept, dropped };
}
