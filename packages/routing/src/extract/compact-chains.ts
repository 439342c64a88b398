import type { Segment } from './segment.ts';
import type { WayAttributes } from './way-attributes.ts';

function sameRoad(a: WayAttributes, b: WayAttributes, reversed: boolean): boolean {
  return (
    a.roadClass === b.roadClass &&
    a.maxspeed === b.maxspeed &&
    a.maxspeedHgv === b.maxspeedHgv &&
    a.maxweight === b.maxweight &&
    a.maxheight === b.maxheight &&
    a.flags === b.flags &&
    a.name === b.name &&
    a.ref === b.ref &&
    (reversed
      ? a.forward === b.backward && a.backward === b.forward
      : a.forward === b.forward && a.backward === b.backward)
  );
}

function reverse(segment: Segment): Segment {
  const a = segment.attributes;
  return {
    points: [...segment.points].reverse(),
    attributes: { ...a, forward: a.backward, backward: a.forward },
    wayId: segment.wayId,
  };
}

/**
 * Merges chains of segments through nodes where exactly two segments of the same road meet (same class,
 * limits, names and compatible directions), keeping the full geometry. Toll booth points are never merged
 * away.
 */
export function compactChains(segments: readonly Segment[], keep: ReadonlySet<number>): Segment[] {
  const incident = new Map<number, number[]>();
  const endOf = (s: Segment, end: 0 | 1): number =>
    end === 0 ? s.points[0]! : s.points[s.points.length - 1]!;
  segments.forEach((s, i) => {
    for (const end of [0, 1] as const) {
      const p = endOf(s, end);
      const list = incident.get(p);
      if (list) list.push(i);
      else incident.set(p, [i]);
    }
  });
  const removable = (p: number): boolean => {
    const list = incident.get(p);
    if (!list || list.length !== 2 || list[0] === list[1] || keep.has(p)) return false;
    const a = segments[list[0]!]!;
    const b = segments[list[1]!]!;
    // a arriving at p, b leaving p, in the orientation of a
    const aArrives = endOf(a, 1) === p;
    const bLeaves = endOf(b, 0) === p;
    return sameRoad(a.attributes, b.attributes, aArrives !== bLeaves);
  };
  const used = new Uint8Array(segments.length);
  const result: Segment[] = [];
  const extend = (start: number): void => {
    used[start] = 1;
    let chain = segments[start]!;
    // walk backwards from the start point, then forwards from the end point
    for (const direction of ['back', 'forward'] as const) {
      for (;;) {
        const p = direction === 'back' ? chain.points[0]! : chain.points[chain.points.length - 1]!;
        if (!removable(p)) break;
        const next = incident.get(p)!.find((i) => used[i] === 0);
        if (next === undefined) break;
        used[next] = 1;
        let piece = segments[next]!;
        if (direction === 'back') {
          if (endOf(piece, 1) !== p) piece = reverse(piece);
          chain = {
            points: [...piece.points.slice(0, -1), ...chain.points],
            attributes: chain.attributes,
            wayId: chain.wayId,
          };
        } else {
          if (endOf(piece, 0) !== p) piece = reverse(piece);
          chain = {
            points: [...chain.points, ...piece.points.slice(1)],
            attributes: chain.attributes,
            wayId: chain.wayId,
          };
        }
      }
    }
    result.push(chain);
  };
  segments.forEach((_s, i) => {
    if (used[i] === 0) extend(i);
  });
  return result;
}
