import { beforeAll, describe, expect, it } from 'vitest';
import { valhallaRouteResponseSchema, decodePolyline } from '@freight/core';
import { extractNetwork } from '../extract/extract-network.ts';
import { readOsmPbf } from '../extract/read-osm-pbf.ts';
import { buildGraph, profilesFor } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { EmbeddedRouter } from '../engine/embedded-router.ts';
import { ChPathFinder } from '../query/ch-path-finder.ts';
import { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import { SearchSpace } from '../query/search-space.ts';
import { sharedOsm } from '../test-support/shared-data.ts';

describe('brasil-rodovias.osm.pbf', () => {
  let graph: RoutingGraph;
  beforeAll(async () => {
    const { network, stats } = await extractNetwork(readOsmPbf(sharedOsm('brasil-rodovias')));
    graph = new RoutingGraph(buildGraph(network, { profiles: profilesFor(['truck', 'auto'], true), stats }));
  }, 60_000);

  it('keeps every way, compacted into a few thousand edges', () => {
    expect(graph.manifest.counts.osmWays).toBeGreaterThan(1000);
    expect(graph.manifest.counts.keptWays).toBe(graph.manifest.counts.osmWays);
    expect(graph.nodeCount).toBeGreaterThan(1000);
    expect(graph.nodeCount).toBeLessThan(20_000);
    expect(graph.shapeLat.length).toBeGreaterThan(graph.nodeCount * 10);
  });

  it.each(['truck', 'truck-shortest', 'auto'])(
    '%s: contraction hierarchies return exactly the Dijkstra optimum on 1,000 random pairs',
    (profileName) => {
      const profile = graph.profiles.get(profileName)!;
      const ch = new ChPathFinder(profile.ch, profile.weights);
      const dijkstra = new DijkstraPathFinder(graph, profile.weights);
      const forward = new SearchSpace(graph.nodeCount);
      const backward = new SearchSpace(graph.nodeCount);
      let seed = 42;
      const random = (): number => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed / 2_147_483_648;
      };
      const mismatches: string[] = [];
      let reachable = 0;
      for (let i = 0; i < 1000; i++) {
        const s = Math.floor(random() * graph.nodeCount);
        const t = Math.floor(random() * graph.nodeCount);
        const run = (finder: ChPathFinder | DijkstraPathFinder): number => {
          forward.reset();
          backward.reset();
          return finder.search(
            [{ node: s, weight: 0, tag: 0 }],
            [{ node: t, weight: 0, tag: 0 }],
            forward,
            backward,
          ).best;
        };
        const expected = run(dijkstra);
        const actual = run(ch);
        if (expected !== Infinity) reachable++;
        if (actual !== expected) mismatches.push(`${s}→${t}: ${actual} ≠ ${expected}`);
      }
      expect(mismatches).toEqual([]);
      expect(reachable).toBeGreaterThan(900);
    },
  );

  it('routes São Paulo → Curitiba along BR-116', () => {
    const router = new EmbeddedRouter(graph);
    const answer = valhallaRouteResponseSchema.parse(
      router.route({
        locations: [
          { lat: -23.5489, lon: -46.6388 },
          { lat: -25.4284, lon: -49.2733 },
        ],
        costing: 'truck',
        alternates: 2,
      }),
    );
    const leg = answer.trip.legs[0]!;
    const br116 = leg.maneuvers
      .filter((m) => m.street_names?.includes('BR-116'))
      .reduce((sum, m) => sum + m.length, 0);
    expect(answer.trip.summary.length).toBeGreaterThan(380);
    expect(answer.trip.summary.length).toBeLessThan(450);
    expect(br116 / answer.trip.summary.length).toBeGreaterThan(0.8);
    expect(answer.trip.summary.time / 3600).toBeGreaterThan(4);
    expect(answer.trip.summary.time / 3600).toBeLessThan(7);
    expect(decodePolyline(leg.shape).length).toBeGreaterThan(100);
    for (const alternate of answer.alternates) {
      expect(alternate.trip.summary.time).toBeLessThanOrEqual(answer.trip.summary.time * 1.3 + 1);
    }
  });

  it('plain Dijkstra and the hierarchy give the same São Paulo → Curitiba trip', () => {
    const router = new EmbeddedRouter(graph);
    const request = {
      locations: [
        { lat: -23.5489, lon: -46.6388 },
        { lat: -25.4284, lon: -49.2733 },
      ],
      costing: 'truck',
    };
    expect(router.route(request, { forceDijkstra: true })).toEqual(router.route(request));
  });
});
