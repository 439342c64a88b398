import { describe, expect, it } from 'vitest';
import { sharedOsm } from '../test-support/shared-data.ts';
import { extractNetwork, extractRoadNetwork } from './extract-network.ts';
import { readOsmPbf } from './read-osm-pbf.ts';
import { readRoadInput } from './read-road-input.ts';

const FILES = ['brasil-rodovias', 'sao-paulo-centro', 'porto-alegre-centro'];

describe('two-pass PBF read of the import', () => {
  it.each(FILES)(
    'builds exactly the network of the entity stream from %s',
    async (name) => {
      const path = sharedOsm(name);
      const expected = await extractNetwork(readOsmPbf(path));
      const passes: string[] = [];
      const actual = extractRoadNetwork(
        await readRoadInput(path, {
          workers: 2,
          onProgress: (pass, bytes, total) => {
            if (passes.at(-1) !== pass) passes.push(pass);
            expect(bytes).toBeLessThanOrEqual(total);
          },
        }),
      );
      expect(passes).toEqual(['ways', 'nodes']);
      expect(actual.stats).toEqual(expected.stats);
      expect(actual.network.edgeCount).toBeGreaterThan(0);
      expect(actual.network).toEqual(expected.network);
    },
    30_000,
  );
});
