import { METERS_PER_DEGREE } from '@freight/core';
import { assignPlazas } from './assign-plazas.ts';
import type { MunicipalitySeat } from './municipality-seats.ts';
import { BRAZIL_MUNICIPALITIES } from './municipality-seats.ts';
import { highwayName } from './place-names.ts';
import { SeededRandom } from './seeded-random.ts';
import type { TollPlazaSite } from './toll-plaza-sites.ts';

/** Street blocks of all towns at scale 1 (about 3 M street junctions). */
export const BLOCKS_AT_SCALE_1 = 3_200_000;
/** No town gets more blocks than this (a ~35 × 35 km grid). */
const MAX_TOWN_BLOCKS = 120_000;
const MIN_TOWN_BLOCKS = 4;
const KM_PER_DEGREE = METERS_PER_DEGREE / 1000;

/** One municipality's town: its seat and its size in street blocks. */
export interface TownSpec {
  index: number;
  name: string;
  uf: string;
  lat: number;
  lng: number;
  capital: boolean;
  blocks: number;
}

/** A real toll plaza a national road passes through. */
export interface LinkPlaza {
  lat: number;
  lng: number;
  /** The plaza's road number, normalised (`BR-116`, `SP-021`); part of its link's `ref`. */
  ref: string;
}

/** A national road between two towns. */
export interface LinkSpec {
  index: number;
  from: number;
  to: number;
  highway: 'motorway' | 'trunk' | 'primary' | 'secondary' | 'tertiary';
  ref: string | undefined;
  name: string | undefined;
  toll: boolean;
  /** Two oneway carriageways instead of one two-way road. */
  dual: boolean;
  maxspeed: string | undefined;
  maxspeedHgv: string | undefined;
  /** Real toll plazas on the road, in order from `from` to `to` (none: an invented booth halfway if `toll`). */
  plazas: LinkPlaza[];
}

/** The towns and national roads of a synthetic country. */
export interface CountryPlan {
  towns: TownSpec[];
  links: LinkSpec[];
}

const pad3 = (n: number) => String(n).padStart(3, '0');

/** Town positions on a plane (km; longitudes shrunk by the cosine of each town's latitude). */
function planePositions(towns: readonly TownSpec[]): { x: Float64Array; y: Float64Array } {
  return {
    x: Float64Array.from(towns, (t) => t.lng * KM_PER_DEGREE * Math.cos((t.lat * Math.PI) / 180)),
    y: Float64Array.from(towns, (t) => t.lat * KM_PER_DEGREE),
  };
}

/** Pairs of a minimum spanning tree of the towns (Prim, O(n²): fine for 5,570 towns). */
function spanningTree(towns: readonly TownSpec[]): [number, number][] {
  const n = towns.length;
  const { x, y } = planePositions(towns);
  const best = new Float64Array(n).fill(Infinity);
  const parent = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const pairs: [number, number][] = [];
  best[0] = 0;
  for (let step = 0; step < n; step++) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && (u < 0 || best[i]! < best[u]!)) u = i;
    done[u] = 1;
    if (parent[u]! >= 0) pairs.push([parent[u]!, u]);
    for (let i = 0; i < n; i++) {
      if (done[i]) continue;
      const d = Math.hypot(x[u]! - x[i]!, y[u]! - y[i]!);
      if (d < best[i]!) {
        best[i] = d;
        parent[i] = u;
      }
    }
  }
  return pairs;
}

/** The three nearest other towns of each town. */
function nearestThree(towns: readonly TownSpec[]): number[][] {
  const { x, y } = planePositions(towns);
  return towns.map((_, i) => {
    const near: { j: number; d: number }[] = [];
    for (let j = 0; j < towns.length; j++) {
      if (j === i) continue;
      const d = Math.hypot(x[i]! - x[j]!, y[i]! - y[j]!);
      if (near.length < 3 || d < near[2]!.d) {
        near.push({ j, d });
        near.sort((a, b) => a.d - b.d);
        if (near.length > 3) near.pop();
      }
    }
    return near.map((n) => n.j);
  });
}

function chooseTowns(
  seats: readonly MunicipalitySeat[],
  scale: number,
  random: SeededRandom,
): MunicipalitySeat[] {
  const country = Math.max(seats.length, BRAZIL_MUNICIPALITIES);
  const wanted = Math.min(seats.length, Math.max(3, Math.round(country * Math.sqrt(Math.min(1, scale)))));
  if (wanted >= seats.length) return [...seats];
  const keys = seats.map((seat) => (seat.capital ? -1 : 0) + random.next());
  const chosen = new Set(
    keys
      .map((key, i) => ({ key, i }))
      .sort((a, b) => a.key - b.key)
      .slice(0, wanted)
      .map((x) => x.i),
  );
  return seats.filter((_, i) => chosen.has(i));
}

function linkSpec(index: number, from: TownSpec, to: TownSpec, rank: number, random: SeededRandom): LinkSpec {
  const highway =
    rank < 0.05
      ? 'motorway'
      : rank < 0.2
        ? 'trunk'
        : rank < 0.5
          ? 'primary'
          : rank < 0.8
            ? 'secondary'
            : 'tertiary';
  const federal = `BR-${pad3(10 + random.below(480))}`;
  const state = `${from.uf}-${pad3(1 + random.below(499))}`;
  const spec: LinkSpec = {
    index,
    from: from.index,
    to: to.index,
    highway,
    ref: undefined,
    name: undefined,
    toll: false,
    dual: false,
    maxspeed: undefined,
    maxspeedHgv: undefined,
    plazas: [],
  };
  switch (highway) {
    case 'motorway':
      return {
        ...spec,
        ref: random.chance(0.5) ? federal : state,
        name: highwayName(random),
        toll: random.chance(0.75),
        dual: true,
        maxspeed: random.pick(['110', '120']),
        maxspeedHgv: '90',
      };
    case 'trunk':
      return {
        ...spec,
        ref: federal,
        name: random.chance(0.3) ? highwayName(random) : undefined,
        toll: random.chance(0.3),
        dual: random.chance(0.35),
        maxspeed: random.pick(['80', '100', '110']),
        maxspeedHgv: '80',
      };
    case 'primary':
      return {
        ...spec,
        ref: random.chance(0.3) ? `${federal};${state}` : state,
        toll: random.chance(0.08),
        maxspeed: random.pick(['80', '80', '90', '100']),
        maxspeedHgv: random.chance(0.5) ? '80' : undefined,
      };
    case 'secondary':
      return {
        ...spec,
        ref: random.chance(0.6) ? state : undefined,
        maxspeed: random.chance(0.6) ? random.pick(['60', '70', '80']) : undefined,
      };
    default:
      return {
        ...spec,
        name: random.chance(0.3) ? `Estrada Municipal ${from.name}` : undefined,
        maxspeed: random.chance(0.3) ? '60' : undefined,
      };
  }
}

/**
 * Plans a synthetic country: the towns (all seats at scale ≥ 1; fewer, capitals first, at smaller scales:
 * Brazil's 5,570 × √scale, every seat of a shorter list) with sizes drawn from a log-normal law (capitals 25 times larger), summing to
 * {@link BLOCKS_AT_SCALE_1} × scale street blocks; and national roads joining them — a minimum spanning
 * tree plus some links to second and third nearest towns — classed by the size of the smaller town they
 * join (top 5 % motorways, then trunks, primaries, secondaries, tertiaries). Each of the real toll
 * `plazas` near a road is then put on it ({@link assignPlazas}): the road takes its number, a toll and at
 * least the trunk class.
 */
export function planCountry(
  seats: readonly MunicipalitySeat[],
  scale: number,
  seed: number,
  plazas: readonly TollPlazaSite[] = [],
): CountryPlan {
  const random = new SeededRandom(seed, 0x91a7);
  const chosen = chooseTowns(seats, scale, random);
  const weights = chosen.map((seat) => Math.exp(1.1 * random.normal()) * (seat.capital ? 25 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const towns = chosen.map((seat, index): TownSpec => ({
    index,
    name: seat.name,
    uf: seat.uf,
    lat: seat.lat,
    lng: seat.lng,
    capital: seat.capital,
    blocks: Math.min(
      MAX_TOWN_BLOCKS,
      Math.max(MIN_TOWN_BLOCKS, Math.round((BLOCKS_AT_SCALE_1 * scale * weights[index]!) / total)),
    ),
  }));
  const pairs = spanningTree(towns);
  const seen = new Set(pairs.map(([a, b]) => Math.min(a, b) * towns.length + Math.max(a, b)));
  nearestThree(towns).forEach((near, i) => {
    for (const j of near.slice(1)) {
      const key = Math.min(i, j) * towns.length + Math.max(i, j);
      if (!seen.has(key) && random.chance(0.35)) {
        seen.add(key);
        pairs.push([i, j]);
      }
    }
  });
  const order = pairs
    .map(([a, b], i) => ({ i, size: Math.min(towns[a]!.blocks, towns[b]!.blocks) + random.next() }))
    .sort((x, y) => y.size - x.size);
  const rank = new Float64Array(pairs.length);
  order.forEach((x, position) => (rank[x.i] = position / pairs.length));
  const links = pairs.map(([a, b], i) => linkSpec(i, towns[a]!, towns[b]!, rank[i]!, random));
  return { towns, links: assignPlazas(towns, links, plazas) };
}
