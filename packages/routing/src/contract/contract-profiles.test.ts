import { describe, expect, it } from 'vitest';
import { extractRoadNetwork } from '../extract/extract-network.ts';
import { readRoadInput } from '../extract/read-road-input.ts';
import { buildGraph, buildGraphInParallel, profilesFor, standardCchMetrics } from '../graph/build-graph.ts';
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

  it('contracts a single profile on a worker thread while the calling thread builds the CCH', async () => {
    const { network } = extractRoadNetwork(await readRoadInput(sharedOsm('sao-paulo-centro')));
    const options = {
      profiles: profilesFor(['truck'], false),
      cchMetrics: standardCchMetrics(['truck'], profilesFor(['truck'], false)),
    };
    const alone = buildGraph(network, options);
    const stages: string[] = [];
    const parallel = await buildGraphInParallel(network, {
      ...options,
      onProgress: (stage) => stages.push(stage),
    });
    for (const [name, array] of Object.entries(alone.arrays)) {
      expect(Buffer.from(parallel.arrays[name]!.buffer).equals(Buffer.from(array.buffer)), name).toBe(true);
    }
    expect(parallel.manifest.cchMetrics).toEqual(alone.manifest.cchMetrics);
    // the CCH's stages come while the contraction is still under way on its worker
    expect(stages.indexOf('cch')).toBeLessThan(stages.lastIndexOf('contract truck'));
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
