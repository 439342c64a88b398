import { METERS_PER_DEGREE, seededRandom } from '@freight/core';
import type { OsmEntity, OsmTags } from '../extract/osm-entity.ts';

/** Options of {@link syntheticNetwork}. */
export interface SyntheticOptions {
  /** Nodes wanted (a square grid of about this many; default 1,000,000). */
  nodes?: number;
  /** Seed of the pseudo-random choices (default 1). */
  seed?: number;
}

function lineTags(index: number, random: () => number): OsmTags {
  if (index % 100 === 0) return { highway: 'motorway', oneway: 'no', ref: `BR-${100 + index / 100}` };
  if (index % 20 === 0) return { highway: 'trunk', ref: `SP-${index}` };
  if (index % 5 === 0) return { highway: 'primary', name: `Avenida ${index}` };
  return random() < 0.1
    ? { highway: 'residential', oneway: 'yes', name: `Rua ${index}` }
    : { highway: 'residential', name: `Rua ${index}` };
}

/**
 * A deterministic road-like network as OSM entities: a jittered square grid (~150 m spacing, in Brazil)
 * whose rows and columns are ways of a road hierarchy — a motorway every 100 lines, a trunk every 20, a
 * primary every 5, residential streets (10 % oneway) between — with about 8 % of the street blocks
 * missing, so paths are not grid-regular.
 */
export function* syntheticNetwork(options: SyntheticOptions = {}): Generator<OsmEntity> {
  const side = Math.max(2, Math.round(Math.sqrt(options.nodes ?? 1_000_000)));
  const random = seededRandom(options.seed ?? 1);
  const spacingDeg = 150 / METERS_PER_DEGREE;
  const id = (row: number, col: number): number => row * side + col + 1;
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      yield {
        type: 'node',
        id: id(row, col),
        lat: -20 - row * spacingDeg + (random() - 0.5) * spacingDeg * 0.4,
        lon: -50 + col * spacingDeg + (random() - 0.5) * spacingDeg * 0.4,
        tags: {},
      };
    }
  }
  let wayId = 1;
  for (const horizontal of [true, false]) {
    for (let line = 0; line < side; line++) {
      const tags = lineTags(line, random);
      const major = tags['highway'] !== 'residential';
      let refs: number[] = [];
      for (let k = 0; k < side; k++) {
        const node = horizontal ? id(line, k) : id(k, line);
        refs.push(node);
        const gap = !major && k < side - 1 && random() < 0.08;
        if (gap || k === side - 1) {
          if (refs.length >= 2) yield { type: 'way', id: wayId++, refs, tags };
          refs = gap ? [] : refs;
        }
      }
    }
  }
}
