import { METERS_PER_DEGREE } from '@freight/core';
import type { OsmTags } from '../extract/osm-entity.ts';
import type { TownSpec } from './country-plan.ts';
import { EntityBatch } from './entity-batch.ts';
import { districtName, streetNames } from './place-names.ts';
import { SeededRandom } from './seeded-random.ts';
import { addRuralFeatures } from './rural-features.ts';

/** Nodes of the roundabout at a town's entrance, where national roads end. */
export const RING_NODES = 8;
const RING_RADIUS_M = 35;

/** A generated town: its entities and the local indices of its entrance roundabout's nodes. */
export interface TownModel {
  batch: EntityBatch;
  /** Local indices of the roundabout nodes; node `i` lies at angle π + i·π/4 (node 0 faces the town). */
  ring: number[];
}

function cityPlace(town: TownSpec): string {
  if (town.capital || town.blocks >= 8000) return 'city';
  return town.blocks >= 400 ? 'town' : 'village';
}

function streetClass(index: number, main: number, count: number, blocks: number): string {
  if (index === main) return blocks >= 400 ? 'secondary' : 'tertiary';
  if (blocks >= 100 && index % 10 === 5) return 'tertiary';
  if (blocks < 50 && (index === 0 || index === count - 1)) return 'unclassified';
  return 'residential';
}

const SPEEDS: Readonly<Record<string, readonly string[]>> = {
  secondary: ['60', '60', '50'],
  tertiary: ['50', '40', '60'],
  residential: ['30', '40', '40'],
  unclassified: ['40', '60'],
  living_street: ['20'],
};

/**
 * Generates one municipality's town (deterministic per seed and town): a jittered street grid of
 * `town.blocks` blocks (100–130 m) whose rows and columns are split into ways of 1–4 blocks, with shape
 * nodes between junctions; a main avenue (secondary or tertiary) ending in a roundabout at the east
 * entrance; every tenth street tertiary; inner residential rows alternately oneway (`oneway=yes`, half of
 * them drawn against traffic and reversed); `maxspeed` on half the ways; `hgv=no`, `maxweight`, `maxheight`
 * and `access=no` on some two-way rows (never on columns, so every junction stays reachable); service
 * driveways (some `access=private`), footways, buildings (some with addresses), address and POI nodes,
 * traffic signals, the `place` node and districts, a residential landuse, and rural features around.
 */
export function generateTown(town: TownSpec, seed: number): TownModel {
  const random = new SeededRandom(seed, 0x70, town.index);
  const batch = new EntityBatch();
  const lonScale = METERS_PER_DEGREE * Math.cos((town.lat * Math.PI) / 180);
  const at = (x: number, y: number): [number, number] => [
    town.lat + y / METERS_PER_DEGREE,
    town.lng + x / lonScale,
  ];
  const node = (x: number, y: number, tags?: OsmTags) => batch.node(...at(x, y), tags);

  const aspect = random.between(0.7, 1.4);
  const cols = Math.max(3, Math.round(Math.sqrt(town.blocks * aspect)) + 1);
  const rows = Math.max(3, Math.round(town.blocks / (cols - 1)) + 1);
  const spacing = random.between(100, 130);
  const x0 = (-(cols - 1) * spacing) / 2;
  const y0 = (-(rows - 1) * spacing) / 2;
  const mainRow = Math.floor(rows / 2);
  const mainCol = Math.floor(cols / 2);
  const names = streetNames(random, rows + cols);
  const rowName = (r: number) => (r === mainRow ? names[r]!.replace(/^\S+/, 'Avenida') : names[r]!);
  const colName = (c: number) =>
    c === mainCol ? names[rows + c]!.replace(/^\S+/, 'Avenida') : names[rows + c]!;

  batch.node(town.lat + 12 / METERS_PER_DEGREE, town.lng + 12 / lonScale, {
    place: cityPlace(town),
    name: town.name,
    'is_in:state_code': town.uf,
    population: String(town.blocks * 60),
  });

  const first = batch.nodeCount;
  const jx = new Float64Array(rows * cols);
  const jy = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const k = r * cols + c;
      jx[k] = x0 + c * spacing + random.between(-6, 6);
      jy[k] = y0 + r * spacing + random.between(-6, 6);
      const signals = (r === mainRow || c === mainCol) && random.chance(0.3);
      node(jx[k]!, jy[k]!, signals ? { highway: 'traffic_signals' } : undefined);
    }
  }
  const junction = (r: number, c: number) => first + r * cols + c;
  // shape nodes of the segment from junction k to its east (h) or north (v) neighbour
  const hFirst = new Int32Array(rows * cols);
  const hCount = new Uint8Array(rows * cols);
  const vFirst = new Int32Array(rows * cols);
  const vCount = new Uint8Array(rows * cols);
  const shape = (k: number, to: number, firsts: Int32Array, counts: Uint8Array) => {
    const n = random.chance(0.35) ? 0 : random.chance(0.6) ? 1 : 2;
    firsts[k] = batch.nodeCount;
    counts[k] = n;
    for (let i = 1; i <= n; i++) {
      const t = i / (n + 1);
      node(
        jx[k]! + (jx[to]! - jx[k]!) * t + random.between(-4, 4),
        jy[k]! + (jy[to]! - jy[k]!) * t + random.between(-4, 4),
      );
    }
  };
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const k = r * cols + c;
      if (c + 1 < cols) shape(k, k + 1, hFirst, hCount);
      if (r + 1 < rows) shape(k, k + cols, vFirst, vCount);
    }
  }

  // the entrance roundabout, east of the main avenue
  const ringX = jx[mainRow * cols + cols - 1]! + 200;
  const ringY = jy[mainRow * cols + cols - 1]!;
  const ring: number[] = [];
  for (let i = 0; i < RING_NODES; i++) {
    const angle = Math.PI + (i * 2 * Math.PI) / RING_NODES;
    ring.push(node(ringX + RING_RADIUS_M * Math.cos(angle), ringY + RING_RADIUS_M * Math.sin(angle)));
  }

  const streetTags = (highway: string, name: string, restrictable: boolean): Record<string, string> => {
    const tags: Record<string, string> = { highway, name };
    if (highway === 'residential' && restrictable && random.chance(0.03)) tags['highway'] = 'living_street';
    const speeds = SPEEDS[tags['highway']!];
    if (speeds && random.chance(0.5)) tags['maxspeed'] = random.pick(speeds);
    if (town.blocks < 50 && highway !== 'secondary' && random.chance(0.4))
      tags['surface'] = random.pick(['unpaved', 'dirt', 'gravel']);
    else if (random.chance(0.3)) tags['surface'] = 'asphalt';
    if (restrictable) {
      const roll = random.next();
      if (roll < 0.04) tags['hgv'] = 'no';
      else if (roll < 0.05) tags['maxweight'] = random.pick(['10', '12', '15']);
      else if (roll < 0.055) tags['maxheight'] = random.pick(['3.8', '4.2', '4.5']);
      else if (roll < 0.06) tags['access'] = random.pick(['no', 'private']);
    }
    return tags;
  };

  // rows: ways of 1–4 blocks
  for (let r = 0; r < rows; r++) {
    const highway = streetClass(r, mainRow, rows, town.blocks);
    const inner = r > 0 && r < rows - 1 && rows >= 6 && highway === 'residential';
    const oneway = inner && r % 2 === 1;
    for (let c = 0; c < cols - 1;) {
      const length = Math.min(cols - 1 - c, 1 + random.below(4));
      const refs: number[] = [];
      for (let s = c; s < c + length; s++) {
        const k = r * cols + s;
        refs.push(junction(r, s));
        for (let i = 0; i < hCount[k]!; i++) refs.push(hFirst[k]! + i);
      }
      refs.push(junction(r, c + length));
      const tags = streetTags(highway, rowName(r), inner && !oneway);
      if (oneway) {
        tags['oneway'] = 'yes';
        if (r % 4 === 3) refs.reverse();
      }
      if (r === mainRow && c + length === cols - 1) refs.push(ring[0]!);
      batch.way(refs, tags);
      c += length;
    }
  }
  // columns: two-way, never restricted
  for (let c = 0; c < cols; c++) {
    const highway = streetClass(c, mainCol, cols, town.blocks);
    for (let r = 0; r < rows - 1;) {
      const length = Math.min(rows - 1 - r, 1 + random.below(4));
      const refs: number[] = [];
      for (let s = r; s < r + length; s++) {
        const k = s * cols + c;
        refs.push(junction(s, c));
        for (let i = 0; i < vCount[k]!; i++) refs.push(vFirst[k]! + i);
      }
      refs.push(junction(r + length, c));
      batch.way(refs, streetTags(highway, colName(c), false));
      r += length;
    }
  }
  batch.way([...ring, ring[0]!], {
    highway: streetClass(mainRow, mainRow, rows, town.blocks),
    junction: 'roundabout',
    ...(random.chance(0.5) ? { name: `Rotatória ${town.name}` } : {}),
  });

  addBlockContent(batch, random, {
    rows,
    cols,
    spacing,
    jx,
    jy,
    junction,
    rowName,
    townName: town.name,
    node,
  });
  addDistricts(random, town, { rows, cols, jx, jy, node });
  const radius = (Math.max(rows, cols) * spacing) / 2;
  const outline: number[] = [];
  for (let i = 0; i < 12; i++) {
    const angle = (i * 2 * Math.PI) / 12;
    outline.push(node(Math.cos(angle) * radius * 1.5, Math.sin(angle) * radius * 1.5));
  }
  batch.way([...outline, outline[0]!], { landuse: 'residential' });
  addRuralFeatures(batch, random, { blocks: town.blocks, radius, node });
  return { batch, ring };
}

interface GridView {
  rows: number;
  cols: number;
  spacing: number;
  jx: Float64Array;
  jy: Float64Array;
  junction: (r: number, c: number) => number;
  rowName: (r: number) => string;
  townName: string;
  node: (x: number, y: number, tags?: OsmTags) => number;
}

function addBlockContent(batch: EntityBatch, random: SeededRandom, grid: GridView): void {
  const { rows, cols, spacing, jx, jy, node } = grid;
  for (let r = 0; r < rows - 1; r++) {
    for (let c = 0; c < cols - 1; c++) {
      const x = jx[r * cols + c]!;
      const y = jy[r * cols + c]!;
      const street = grid.rowName(r);
      if (random.chance(0.45)) {
        const count = 1 + random.below(2);
        for (let b = 0; b < count; b++) {
          const bx = x + 15 + b * (spacing / 2);
          const by = y + random.between(10, 25);
          const w = random.between(8, 20);
          const h = random.between(8, 16);
          const corners = [node(bx, by), node(bx + w, by), node(bx + w, by + h), node(bx, by + h)];
          const tags: Record<string, string> = {
            building: random.pick(['yes', 'yes', 'house', 'residential', 'commercial']),
          };
          if (random.chance(0.2)) {
            tags['addr:housenumber'] = String(c * 100 + 2 * Math.round(((bx - x) / spacing) * 49) + 1);
            tags['addr:street'] = street;
          }
          batch.way([...corners, corners[0]!], tags);
        }
      }
      if (random.chance(0.4)) {
        const t = random.next();
        const tags: Record<string, string> = {
          'addr:housenumber': String(c * 100 + 2 * Math.floor(t * 49) + (random.chance(0.5) ? 0 : 1)),
          'addr:street': street,
        };
        if (random.chance(0.5)) tags['addr:city'] = grid.townName;
        if (random.chance(0.2))
          tags['addr:postcode'] =
            `${10000 + random.below(89999)}-${String(random.below(999)).padStart(3, '0')}`;
        node(x + t * spacing, y + 8, tags);
      }
      if (random.chance(0.05)) {
        const amenity = random.pick(['pharmacy', 'school', 'fuel', 'restaurant', 'bank', 'place_of_worship']);
        node(x + random.between(20, spacing - 20), y + random.between(20, spacing - 20), {
          amenity,
          name: `${amenity} ${grid.townName}`,
        });
      }
      if (random.chance(0.2)) {
        const a = node(x + 10, y + 10);
        const b = node(x + 35, y + 30);
        const tags: Record<string, string> = {
          highway: 'service',
          service: random.pick(['driveway', 'parking_aisle']),
        };
        if (random.chance(0.3)) tags['access'] = 'private';
        batch.way([grid.junction(r, c), a, b], tags);
      }
      if (random.chance(0.04)) {
        batch.way([node(x + 20, y + 50), node(x + spacing - 20, y + 60)], {
          highway: random.pick(['footway', 'path', 'cycleway']),
        });
      }
      if (random.chance(0.015)) {
        const p = [node(x + 40, y + 40), node(x + 80, y + 40), node(x + 80, y + 70), node(x + 40, y + 70)];
        batch.way([...p, p[0]!], { amenity: 'parking' });
      }
    }
  }
}

function addDistricts(
  random: SeededRandom,
  town: TownSpec,
  grid: Pick<GridView, 'rows' | 'cols' | 'jx' | 'jy' | 'node'>,
): void {
  const count = Math.min(40, Math.floor(town.blocks / 1500));
  for (let i = 0; i < count; i++) {
    const k = random.below(grid.rows * grid.cols);
    grid.node(grid.jx[k]! + 30, grid.jy[k]! + 30, {
      place: random.chance(0.8) ? 'suburb' : 'neighbourhood',
      name: districtName(random),
      'is_in:city': town.name,
    });
  }
}
