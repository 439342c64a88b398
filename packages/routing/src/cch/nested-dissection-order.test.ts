import { beforeAll, describe, expect, it } from 'vitest';
import { syntheticNetwork } from '../cli/synthetic-network.ts';
import { extractNetwork } from '../extract/extract-network.ts';
import { buildGraph } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { buildCch } from './build-cch.ts';
import { nestedDissectionOrder } from './nested-dissection-order.ts';

describe('nested dissection order of a 10,000-node synthetic network', () => {
  let graph: RoutingGraph;
  beforeAll(async () => {
    const { network } = await extractNetwork(syntheticNetwork({ nodes: 10_000, seed: 9 }));
    graph = new RoutingGraph(buildGraph(network, { profiles: [], cch: false }));
  });

  it('ranks every node once', () => {
    const rank = nestedDissectionOrder(graph);
    const seen = new Uint8Array(graph.nodeCount);
    for (const r of rank) seen[r] = 1;
    expect(rank.length).toBe(graph.nodeCount);
    expect(seen.every((s) => s === 1)).toBe(true);
  });

  it('keeps the chordal supergraph and the elimination tree far smaller than an arbitrary order', () => {
    const dissected = buildCch(graph.nodeCount, graph.edgeFrom, graph.edgeTo, nestedDissectionOrder(graph));
    const shuffled = new Uint32Array(graph.nodeCount);
    for (let n = 0; n < graph.nodeCount; n++) shuffled[n] = (n * 7919) % graph.nodeCount;
    const arbitrary = buildCch(graph.nodeCount, graph.edgeFrom, graph.edgeTo, shuffled);
    const height = (etParent: Int32Array): number => {
      let max = 0;
      for (let r = 0; r < etParent.length; r++) {
        let depth = 0;
        for (let x = r; x >= 0; x = etParent[x]!) depth++;
        max = Math.max(max, depth);
      }
      return max;
    };
    expect(dissected.arcHead.length * 3).toBeLessThan(arbitrary.arcHead.length);
    expect(height(dissected.etParent) * 3).toBeLessThan(height(arbitrary.etParent));
    expect(height(dissected.etParent)).toBeLessThan(Math.sqrt(graph.nodeCount) * 4);
  });
});
