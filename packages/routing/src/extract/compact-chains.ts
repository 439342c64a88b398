import { GrowableUint32Array } from './pbf/growable-array.ts';
import type { SegmentList } from './segment.ts';
import { segmentEnd, segmentStart } from './segment.ts';
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

/**
 * Merges chains of segments through points where exactly two segments of the same road meet (same class,
 * limits, names and compatible directions), keeping the full geometry. Points for which `keep` is true (toll
 * booths) are never merged away. A chain keeps the way (and so the attributes and direction) of the segment
 * it grew from; the pieces joined to it are turned to follow it. Memory: typed arrays over the points and
 * segments.
 *
 * @param attributes attributes of each kept way (`segments.way` indexes it)
 * @param pointCount points of the extract (every segment point is below it)
 */
export function compactChains(
  segments: SegmentList,
  attributes: readonly WayAttributes[],
  keep: (point: number) => boolean,
  pointCount: number,
): SegmentList {
  const { count, offset, points, way } = segments;
  // segments incident to each point (both ends; a loop twice), in segment order: CSR
  const incidentOffset = new Uint32Array(pointCount + 1);
  for (let i = 0; i < count; i++) {
    incidentOffset[segmentStart(segments, i) + 1]!++;
    incidentOffset[segmentEnd(segments, i) + 1]!++;
  }
  for (let p = 0; p < pointCount; p++) incidentOffset[p + 1]! += incidentOffset[p]!;
  const incident = new Uint32Array(incidentOffset[pointCount]!);
  const fill = incidentOffset.slice(0, pointCount);
  for (let i = 0; i < count; i++) {
    incident[fill[segmentStart(segments, i)]!++] = i;
    incident[fill[segmentEnd(segments, i)]!++] = i;
  }

  const removable = (p: number): boolean => {
    const first = incidentOffset[p]!;
    if (incidentOffset[p + 1]! - first !== 2 || keep(p)) return false;
    const a = incident[first]!;
    const b = incident[first + 1]!;
    if (a === b) return false;
    // a arriving at p, b leaving p, in the orientation of a
    const aArrives = segmentEnd(segments, a) === p;
    const bLeaves = segmentStart(segments, b) === p;
    return sameRoad(attributes[way[a]!]!, attributes[way[b]!]!, aArrives !== bLeaves);
  };
  const unusedAt = (p: number, used: Uint8Array): number => {
    for (let k = incidentOffset[p]!; k < incidentOffset[p + 1]!; k++) {
      if (used[incident[k]!] === 0) return incident[k]!;
    }
    return -1;
  };

  const used = new Uint8Array(count);
  const outOffset = new GrowableUint32Array(count + 1);
  const outPoints = new GrowableUint32Array(points.length);
  const outWay = new GrowableUint32Array(count);
  outOffset.push(0);
  // the pieces before the start segment, walking backwards (each as segment, reversed?)
  const back: number[] = [];
  const backReversed: boolean[] = [];
  const pushPoints = (i: number, reversed: boolean, skipFirst: boolean, skipLast: boolean): void => {
    const from = offset[i]!;
    const to = offset[i + 1]!;
    if (reversed) {
      for (let k = to - 1 - (skipFirst ? 1 : 0); k >= from + (skipLast ? 1 : 0); k--)
        outPoints.push(points[k]!);
    } else {
      for (let k = from + (skipFirst ? 1 : 0); k < to - (skipLast ? 1 : 0); k++) outPoints.push(points[k]!);
    }
  };
  for (let start = 0; start < count; start++) {
    if (used[start] === 1) continue;
    used[start] = 1;
    back.length = 0;
    backReversed.length = 0;
    let p = segmentStart(segments, start);
    while (removable(p)) {
      const next = unusedAt(p, used);
      if (next < 0) break;
      used[next] = 1;
      // the piece must end at p
      const reversed = segmentEnd(segments, next) !== p;
      back.push(next);
      backReversed.push(reversed);
      p = reversed ? segmentEnd(segments, next) : segmentStart(segments, next);
    }
    for (let k = back.length - 1; k >= 0; k--) pushPoints(back[k]!, backReversed[k]!, false, true);
    pushPoints(start, false, false, false);
    p = segmentEnd(segments, start);
    while (removable(p)) {
      const next = unusedAt(p, used);
      if (next < 0) break;
      used[next] = 1;
      // the piece must start at p
      const reversed = segmentStart(segments, next) !== p;
      pushPoints(next, reversed, true, false);
      p = reversed ? segmentStart(segments, next) : segmentEnd(segments, next);
    }
    outOffset.push(outPoints.length);
    outWay.push(way[start]!);
  }
  return { count: outWay.length, offset: outOffset.data, points: outPoints.data, way: outWay.data };
}
