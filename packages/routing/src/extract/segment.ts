/**
 * Pieces of kept ways between graph nodes, as point indices of the extract, in typed arrays (no object per
 * piece: a country has tens of millions). Segment `i`'s points are `points[offset[i] .. offset[i + 1])`, in
 * the direction of its kept way `way[i]` (whose attributes and OSM id it carries); `count` segments are used
 * (the arrays may be longer).
 */
export interface SegmentList {
  count: number;
  offset: Uint32Array;
  points: Uint32Array;
  way: Uint32Array;
}

/** First point of segment `i`. */
export function segmentStart(segments: SegmentList, i: number): number {
  return segments.points[segments.offset[i]!]!;
}

/** Last point of segment `i`. */
export function segmentEnd(segments: SegmentList, i: number): number {
  return segments.points[segments.offset[i + 1]! - 1]!;
}
