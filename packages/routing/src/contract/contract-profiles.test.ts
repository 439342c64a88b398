import { describe, expect, it } from 'vitest';
import { extractRoadNetwork } from '../extract/extract-network.ts';
import { readRoadInput } from '../extract/read-road-input.ts';
import { buildGraph, buildGraphInParallel, profilesFor } from '../graph/build-graph.ts';
import { sharedOsm } from '../test-support/shared-data.ts';
import { contractProfiles } from './contract-profiles.ts';

describe('contracting profiles in worker threads', () => {
  it('builds the same graph as one profile after the other, reporting progress up to every node of each', async () => {
    const { network } = extractRoadNetwork(await readRoadInput(sharedOsm('sao-paulo-centro')));
    const profiles = profilesFor(['truck', 'auto']);
    const alone = buildGraph(network, { profiles });
    const updates: [string, number, number][] = [];
    const parallel = await buildGraphInParallel(network, {
      profiles,
      workers: 2,
      onProgress: (stage, done, total) => updates.push([stage, done, total]),
    });
    expect(Object.keys(parallel.arrays).sort()).toEqual(Object.keys(alone.arrays).sort());
    for (const [name, array] of Object.entries(alone.arrays)) {
      expect(Buffer.from(parallel.arrays[name]!.buffer).equals(Buffer.from(array.buffer)), name).toBe(true);
    }
    expect(parallel.manifest.profiles).toEqual(alone.manifest.profiles);
    const contract = updates.filter(
      ([stage]) => stage === 'contract truck, truck-shortest, auto, auto-shortest',
    );
    expect(contract.at(-1)).toEqual([contract.at(-1)![0], 4 * network.nodeCount, 4 * network.nodeCount]);
    expect(contract.every(([, done], i) => i === 0 || done >= contract[i - 1]![1])).toBe(true);
  }, 60_000);

  it('names the profile whose contraction failed', async () => {
    const { network } = extractRoadNetwork(await readRoadInput(sharedOsm('sao-paulo-centro')));
    await expect(
      contractProfiles(
        network,
        [...profilesFor(['truck'], false), { name: 'boat', costing: 'boat', shortest: false }],
        {
          workers: 2,
        },
      ),
    ).rejects.toThrow(/contraction of boat failed/);
  }, 60_000);
});
