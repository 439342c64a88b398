import type { OsmTags } from '../extract/osm-entity.ts';
import type { EntityBatch } from './entity-batch.ts';
import { waterName } from './place-names.ts';
import type { SeededRandom } from './seeded-random.ts';

/** Nodes of rural polygons and streams per street block of a town (most of a real extract's nodes). */
export const RURAL_NODES_PER_BLOCK = 7;

const LANDUSE: readonly OsmTags[] = [
  { landuse: 'farmland' },
  { landuse: 'farmland', crop: 'soy' },
  { landuse: 'meadow' },
  { landuse: 'forest' },
  { natural: 'wood' },
  { natural: 'scrub' },
  { natural: 'water', water: 'pond' },
  { landuse: 'grass' },
];

/**
 * Adds the countryside around a town: landuse and natural polygons of 40–160 nodes, streams and farm
 * tracks (`highway=track`, not routed) of 15–60,
 * about {@link RURAL_NODES_PER_BLOCK} nodes per street block in all, none of them sharing a node with a
 * road. The import reads and skips them.
 */
export function addRuralFeatures(
  batch: EntityBatch,
  random: SeededRandom,
  town: { blocks: number; radius: number; node: (x: number, y: number, tags?: OsmTags) => number },
): void {
  let budget = Math.round(town.blocks * RURAL_NODES_PER_BLOCK);
  while (budget >= 15) {
    const distance = town.radius * 1.6 + 300 + random.next() * (town.radius * 2 + 3000);
    const bearing = random.next() * 2 * Math.PI;
    const cx = Math.cos(bearing) * distance;
    const cy = Math.sin(bearing) * distance;
    const roll = random.next();
    if (roll < 0.15) {
      const count = Math.min(budget, 15 + random.below(46));
      const refs: number[] = [];
      let x = cx;
      let y = cy;
      let heading = random.next() * 2 * Math.PI;
      for (let i = 0; i < count; i++) {
        refs.push(town.node(x, y));
        heading += random.between(-0.5, 0.5);
        x += Math.cos(heading) * 60;
        y += Math.sin(heading) * 60;
      }
      const tags: Record<string, string> =
        roll < 0.08
          ? { waterway: random.chance(0.8) ? 'stream' : 'river' }
          : { highway: 'track', tracktype: random.pick(['grade2', 'grade3', 'grade4']) };
      if (tags['waterway'] && random.chance(0.5)) tags['name'] = waterName(random);
      batch.way(refs, tags);
      budget -= count;
    } else {
      const count = Math.min(budget, 40 + random.below(121));
      const radius = random.between(150, 900);
      const refs: number[] = [];
      for (let i = 0; i < count; i++) {
        const angle = (i * 2 * Math.PI) / count;
        const r = radius * random.between(0.85, 1.15);
        refs.push(town.node(cx + Math.cos(angle) * r, cy + Math.sin(angle) * r));
      }
      batch.way([...refs, refs[0]!], random.pick(LANDUSE));
      budget -= count;
    }
  }
}
