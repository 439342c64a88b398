import { beforeAll, describe, expect, it } from 'vitest';
import { resolveCostingOptions } from '../costing/costing-options.ts';
import type { EmbeddedRouter } from '../engine/embedded-router.ts';
import { asciiNetwork } from '../test-support/ascii-network.ts';
import { testRouter } from '../test-support/test-graph.ts';
import { findRoute, sourceSeeds, targetSeeds } from './find-route.ts';
import { findPlateaus, plateauPath } from './plateau-paths.ts';
import { SearchSpace } from './search-space.ts';
import { snapLocation } from './snap.ts';

describe('plateaus of the search trees', () => {
  // two roads from a to b: Sul (shorter) and Norte (longer, with junctions c, g, d), a lane c–e and
  // two dead ends; Norte from c to d is in both shortest-path trees, a plateau off the optimum
  const net = asciiNetwork(
    `
              i   j
          c   g   d
        a           b
          e     f
    `,
    [
      ['acgdb', { highway: 'primary', name: 'Norte' }],
      ['aefb', { highway: 'primary', name: 'Sul' }],
      ['ce', { highway: 'residential', name: 'Travessa' }],
      ['gi', { highway: 'residential', name: 'Beco Um' }],
      ['dj', { highway: 'residential', name: 'Beco Dois' }],
    ],
    { gridMeters: 500 },
  );
  let router: EmbeddedRouter;
  beforeAll(async () => {
    router = await testRouter(net.entities);
  });

  // (the hierarchy's upward trees of so small a graph hardly overlap: alternatives.test.ts covers them)
  it('Dijkstra trees: the other road is a plateau, and its path runs along it', () => {
    const { graph } = router;
    const finder = router.finderFor(resolveCostingOptions('auto'), true);
    const [forward, backward, treeForward, treeBackward] = Array.from(
      { length: 4 },
      () => new SearchSpace(graph.nodeCount),
    ) as [SearchSpace, SearchSpace, SearchSpace, SearchSpace];
    const sources = snapLocation(graph, finder.weights, net.at('a'));
    const targets = snapLocation(graph, finder.weights, net.at('b'));
    const best = findRoute(finder, graph, sources, targets, forward, backward)!;
    forward.reset();
    backward.reset();
    finder.search(
      sourceSeeds(sources, finder.weights, graph.edgeFrom, graph.edgeTo),
      targetSeeds(targets, finder.weights, graph.edgeFrom, graph.edgeTo),
      forward,
      backward,
      { stretch: 1.3 },
    );
    const spaces = { forward, backward, treeForward, treeBackward };
    const plateaus = findPlateaus(finder, graph, spaces, new Set(best.nodes), best.weight * 1.3, 10);
    expect(plateaus.length).toBeGreaterThanOrEqual(1);
    const [first] = plateaus;
    const path = plateauPath(finder, graph, treeForward, treeBackward, first!.via, sources, targets);
    const names = new Set(path.pieces.filter((p) => p.from !== p.to).map((p) => graph.edgeNameText(p.edge)));
    expect([...names]).toEqual(['Norte']);
    expect(path.weight).toBe(first!.weight);
    expect(path.weight).toBeGreaterThan(best.weight);
    expect(first!.plateau).toBeGreaterThan(0);
  });
});
