import { METERS_PER_DEGREE } from '@freight/core';
import type { LinkPlaza, LinkSpec } from './country-plan.ts';
import { EntityBatch } from './entity-batch.ts';
import { SeededRandom } from './seeded-random.ts';

/** Offset of the second carriageway of a dual road, metres. */
const CARRIAGEWAY_GAP_M = 18;
/** How far (in `t`) plaza knots stay inside the shape nodes around them, and apart from each other. */
const KNOT_MARGIN = 1e-6;
const KNOT_GAP = 1e-9;

/** A roundabout node a national road starts or ends at. */
export interface LinkEnd {
  id: number;
  lat: number;
  lon: number;
}

/** A point of a road's centre line: `t` along the from→to segment, `offset` metres to its left. */
interface Station {
  t: number;
  offset: number;
  /** The real toll plaza at this point: a `barrier=toll_booth` node on each carriageway. */
  plaza?: LinkPlaza;
}

/**
 * Generates one national road (deterministic per seed and link) between two roundabout nodes: a meandering
 * line with a shape node every `spacingM` metres (±20 %), split into ways of 15–60 nodes tagged with the
 * link's class, `ref`, `name`, `maxspeed`, `maxspeed:hgv` and `toll=yes`; dual roads get two oneway
 * carriageways `CARRIAGEWAY_GAP_M` apart, with `*_link` ramps of two segments at each end. The line passes
 * through each of the link's real plazas ({@link LinkSpec.plazas}), with a `barrier=toll_booth` node named
 * after the plaza's road on each carriageway there (at the plaza, or half the gap beside it on a dual
 * road); a toll road without real plazas has an invented booth halfway along each carriageway instead.
 */
export function generateLink(
  link: LinkSpec,
  from: LinkEnd,
  to: LinkEnd,
  spacingM: number,
  seed: number,
): EntityBatch {
  const random = new SeededRandom(seed, 0x11, link.index);
  const batch = new EntityBatch();
  const midLat = ((from.lat + to.lat) / 2) * (Math.PI / 180);
  const lonScale = METERS_PER_DEGREE * Math.cos(midLat);
  const dx = (to.lon - from.lon) * lonScale;
  const dy = (to.lat - from.lat) * METERS_PER_DEGREE;
  const length = Math.hypot(dx, dy);
  const segments = Math.max(link.dual ? 8 : 3, Math.round(length / spacingM));
  const nx = length > 0 ? -dy / length : 0;
  const ny = length > 0 ? dx / length : 0;
  const amplitude = Math.min(0.05 * length, 6000);
  const waves = [1 + random.below(3), 2 + random.below(5)];
  const phases = [random.next() * 2 * Math.PI, random.next() * 2 * Math.PI];
  const weights = [random.between(-1, 1), random.between(-0.4, 0.4)];
  const meander = (t: number): number =>
    Math.sin(Math.PI * t) *
    (weights[0]! * Math.sin(waves[0]! * Math.PI * t + phases[0]!) +
      weights[1]! * Math.sin(waves[1]! * Math.PI * t + phases[1]!)) *
    amplitude;
  const stations: Station[] = [];
  for (let i = 1; i < segments; i++) {
    const t = (i + random.between(-0.2, 0.2)) / segments;
    stations.push({ t, offset: meander(t) + random.between(-3, 3) });
  }
  const inventedBooth = link.toll && link.plazas.length === 0 ? Math.floor(stations.length / 2) : -1;
  const knots = plazaPoints(link, stations, lonScale, from, dx, dy).map(({ t, x, y, plaza }) => {
    const offset = meander(t);
    const after = stations.findIndex((station) => station.t > t);
    stations.splice(after < 0 ? stations.length : after, 0, { t, offset, plaza });
    return { t, x: x - (dx * t + nx * offset), y: y - (dy * t + ny * offset) };
  });
  const correction = tentCorrection(knots);
  const carriageway = (side: number): number[] =>
    stations.map((station, i) => {
      const offset = station.offset + side * CARRIAGEWAY_GAP_M * Math.min(1, i + 1, stations.length - i);
      const shift = correction(station.t);
      const x = dx * station.t + nx * offset + shift.x;
      const y = dy * station.t + ny * offset + shift.y;
      const ref = station.plaza?.ref ?? (i === inventedBooth ? (link.ref ?? String(link.index)) : undefined);
      const tags = ref === undefined ? undefined : { barrier: 'toll_booth', name: `Praça de Pedágio ${ref}` };
      return batch.node(from.lat + y / METERS_PER_DEGREE, from.lon + x / lonScale, tags);
    });
  const ends = [EntityBatch.external(from.id), EntityBatch.external(to.id)] as const;
  const sides = link.dual ? [-0.5, 0.5] : [0];
  const lines = sides.map((side) => carriageway(side));
  lines.forEach((nodes, i) => {
    const refs = [ends[0], ...nodes, ends[1]];
    if (link.dual && i === 1) refs.reverse();
    splitIntoWays(batch, random, link, refs);
  });
  return batch;
}

/** A point the centre line must pass through: at `t`, `x`/`y` metres east/north of the road's start. */
interface Knot {
  t: number;
  x: number;
  y: number;
}

/**
 * The link's plazas on the plane of its start (metres), each at the `t` of its projection on the from→to
 * segment, kept strictly between the first and last shape nodes (and off the two-segment ramps of a dual
 * road), in order along the road.
 */
function plazaPoints(
  link: LinkSpec,
  stations: readonly Station[],
  lonScale: number,
  from: LinkEnd,
  dx: number,
  dy: number,
): (Knot & { plaza: LinkPlaza })[] {
  if (link.plazas.length === 0) return [];
  const lo = stations[link.dual ? 1 : 0]!.t + KNOT_MARGIN;
  const hi = stations[stations.length - (link.dual ? 2 : 1)]!.t - KNOT_MARGIN;
  const squared = dx * dx + dy * dy;
  const points = link.plazas
    .map((plaza) => {
      const x = (plaza.lng - from.lon) * lonScale;
      const y = (plaza.lat - from.lat) * METERS_PER_DEGREE;
      const t = squared > 0 ? (x * dx + y * dy) / squared : 0.5;
      return { t: Math.min(hi, Math.max(lo, t)), x, y, plaza };
    })
    .sort((a, b) => a.t - b.t);
  // distinct knots, so the line meets every plaza (two may project, or be clamped, to the same t)
  for (let k = 1; k < points.length; k++) points[k]!.t = Math.max(points[k]!.t, points[k - 1]!.t + KNOT_GAP);
  for (let k = points.length - 1; k >= 0; k--)
    points[k]!.t = Math.min(points[k]!.t, k + 1 < points.length ? points[k + 1]!.t - KNOT_GAP : hi);
  return points;
}

/**
 * The shift that bends a line through `knots` (sorted by `t`): at each knot the given vector, zero at
 * `t` = 0 and 1, linear in between (a sum of tents). No knots: no shift.
 */
function tentCorrection(knots: readonly Knot[]): (t: number) => { x: number; y: number } {
  const none = { x: 0, y: 0 };
  if (knots.length === 0) return () => none;
  const points = [{ t: 0, x: 0, y: 0 }, ...knots, { t: 1, x: 0, y: 0 }];
  return (t) => {
    if (t <= 0 || t >= 1) return none;
    let k = 1;
    while (k < points.length - 1 && points[k]!.t < t) k++;
    const a = points[k - 1]!;
    const b = points[k]!;
    const f = b.t > a.t ? (t - a.t) / (b.t - a.t) : 1;
    return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
  };
}

function roadTags(link: LinkSpec, highway: string): Record<string, string> {
  const tags: Record<string, string> = { highway };
  if (link.ref) tags['ref'] = link.ref;
  if (link.name) tags['name'] = link.name;
  if (link.maxspeed) tags['maxspeed'] = link.maxspeed;
  if (link.maxspeedHgv) tags['maxspeed:hgv'] = link.maxspeedHgv;
  if (link.toll) tags['toll'] = 'yes';
  if (link.dual) tags['oneway'] = 'yes';
  if (link.highway === 'motorway') tags['lanes'] = '2';
  if (link.highway === 'tertiary') tags['surface'] = 'unpaved';
  return tags;
}

function splitIntoWays(batch: EntityBatch, random: SeededRandom, link: LinkSpec, refs: number[]): void {
  const ramps = link.dual && refs.length > 8;
  const rampTags = (): Record<string, string> => {
    const tags: Record<string, string> = { highway: `${link.highway}_link`, oneway: 'yes' };
    if (link.toll) tags['toll'] = 'yes';
    return tags;
  };
  let start = 0;
  let end = refs.length - 1;
  if (ramps) {
    batch.way(refs.slice(0, 3), rampTags());
    batch.way(refs.slice(end - 2), rampTags());
    start = 2;
    end -= 2;
  }
  while (start < end) {
    const stop = Math.min(end, start + 15 + random.below(46));
    batch.way(refs.slice(start, stop + 1), roadTags(link, link.highway));
    start = stop;
  }
}
