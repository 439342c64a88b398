import type { LinkSpec } from './country-plan.ts';
import { EntityBatch } from './entity-batch.ts';
import { SeededRandom } from './seeded-random.ts';

const METERS_PER_DEGREE = 111_320;
/** Offset of the second carriageway of a dual road, metres. */
const CARRIAGEWAY_GAP_M = 18;

/** A roundabout node a national road starts or ends at. */
export interface LinkEnd {
  id: number;
  lat: number;
  lon: number;
}

/**
 * Generates one national road (deterministic per seed and link) between two roundabout nodes: a meandering
 * line with a shape node every `spacingM` metres (±20 %), split into ways of 15–60 nodes tagged with the
 * link's class, `ref`, `name`, `maxspeed`, `maxspeed:hgv` and `toll=yes`; dual roads get two oneway
 * carriageways `CARRIAGEWAY_GAP_M` apart, with `*_link` ramps of two segments at each end. A toll road has a
 * `barrier=toll_booth` node halfway along each carriageway.
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
  const offsets: number[] = [];
  const ts: number[] = [];
  for (let i = 1; i < segments; i++) {
    const t = (i + random.between(-0.2, 0.2)) / segments;
    const bend =
      Math.sin(Math.PI * t) *
      (weights[0]! * Math.sin(waves[0]! * Math.PI * t + phases[0]!) +
        weights[1]! * Math.sin(waves[1]! * Math.PI * t + phases[1]!));
    ts.push(t);
    offsets.push(bend * amplitude + random.between(-3, 3));
  }
  const booth = Math.floor(ts.length / 2);
  const carriageway = (side: number): number[] =>
    ts.map((t, i) => {
      const offset = offsets[i]! + side * CARRIAGEWAY_GAP_M * Math.min(1, i + 1, ts.length - i);
      const x = dx * t + nx * offset;
      const y = dy * t + ny * offset;
      const tags =
        link.toll && i === booth
          ? { barrier: 'toll_booth', name: `Praça de Pedágio ${link.ref ?? link.index}` }
          : undefined;
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
