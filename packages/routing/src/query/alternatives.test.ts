import { beforeAll, describe, expect, it } from 'vitest';
import { syntheticNetwork } from '../cli/synthetic-network.ts';
import { resolveCostingOptions } from '../costing/costing-options.ts';
import { NO_ACCESS } from '../costing/edge-weights.ts';
import { EmbeddedRouter } from '../engine/embedded-router.ts';
import { profilesFor } from '../graph/build-graph.ts';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import { testGraph } from '../test-support/test-graph.ts';
import { DEFAULT_ALTERNATIVE_LIMITS, findAlternatives } from './alternatives.ts';
import { findRoute } from './find-route.ts';
import type { PathFinder } from './path-finder.ts';
import type { RoutePath } from './route-path.ts';
import { SearchSpace } from './search-space.ts';
import { snapLocation } from './snap.ts';

describe('alternatives on a grid-like network', () => {
  // a 40 × 40 jittered street grid with a primary road every 5 lines and missing blocks
  let graph: RoutingGraph;
  let router: EmbeddedRouter;
  const at = (row: number, col: number): { lat: number; lon: number } => {
    const { minLat, minLon, maxLat, maxLon } = graph.manifest.bbox;
    return { lat: minLat + row * (maxLat - minLat), lon: minLon + col * (maxLon - minLon) };
  };
  beforeAll(async () => {
    graph = await testGraph(syntheticNetwork({ nodes: 1600 }), { profiles: profilesFor(['truck'], false) });
    router = new EmbeddedRouter(graph);
  }, 30_000);

  /** Alternatives between two points, with or without the plateau candidates. */
  const alternatives = (
    finder: PathFinder,
    from: { lat: number; lon: number },
    to: { lat: number; lon: number },
    plateaus: boolean,
  ): { best: RoutePath; found: RoutePath[] } => {
    const spaces = Array.from({ length: 4 }, () => new SearchSpace(graph.nodeCount));
    const [forward, backward, checkForward, checkBackward] = spaces as [
      SearchSpace,
      SearchSpace,
      SearchSpace,
      SearchSpace,
    ];
    const sources = snapLocation(graph, finder.weights, from);
    const targets = snapLocation(graph, finder.weights, to);
    const best = findRoute(finder, graph, sources, targets, forward, backward)!;
    const found = findAlternatives(
      finder,
      graph,
      sources,
      targets,
      best,
      2,
      { forward, backward, checkForward, checkBackward },
      { ...DEFAULT_ALTERNATIVE_LIMITS, plateaus },
    );
    return { best, found };
  };

  const sharedWeight = (finder: PathFinder, path: RoutePath, other: RoutePath): number => {
    const edges = new Set(other.pieces.map((p) => p.edge));
    let sum = 0;
    for (const p of path.pieces) {
      const w = p.reverse ? finder.weights.backward[p.edge]! : finder.weights.forward[p.edge]!;
      if (edges.has(p.edge) && w !== NO_ACCESS) sum += w * Math.abs(p.to - p.from);
    }
    return sum;
  };

  /** The admissibility tests: simple, stretch ≤ 1.3, sharing ≤ 0.75 with the optimum and each other. */
  const expectAdmissible = (finder: PathFinder, best: RoutePath, found: RoutePath[]): void => {
    for (const [i, path] of found.entries()) {
      expect(new Set(path.nodes).size).toBe(path.nodes.length);
      expect(path.weight).toBeGreaterThanOrEqual(best.weight);
      expect(path.weight).toBeLessThanOrEqual(best.weight * 1.3);
      for (const other of [best, ...found.slice(0, i)])
        expect(sharedWeight(finder, path, other)).toBeLessThanOrEqual(best.weight * 0.75);
    }
  };

  it('hierarchy: the plateaus give the second alternate the via nodes miss', () => {
    const finder = router.finderFor(resolveCostingOptions('truck'));
    const from = at(0.95, 0.05);
    const to = at(0.05, 0.95);
    expect(alternatives(finder, from, to, false).found.length).toBeLessThan(2);
    const { best, found } = alternatives(finder, from, to, true);
    expect(found).toHaveLength(2);
    expectAdmissible(finder, best, found);
  });

  it('Dijkstra: two admissible alternates too', () => {
    const finder = router.finderFor(resolveCostingOptions('truck'), true);
    const { best, found } = alternatives(finder, at(0.95, 0.05), at(0.05, 0.95), true);
    expect(found).toHaveLength(2);
    expectAdmissible(finder, best, found);
  });

  it('the router answers two alternates for that trip', () => {
    const answer = router.route({
      locations: [at(0.95, 0.05), at(0.05, 0.95)],
      costing: 'truck',
      alternates: 2,
    });
    expect('alternates' in answer && answer.alternates).toHaveLength(2);
  });
});
