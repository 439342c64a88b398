import { describe, expect, it } from 'vitest';
import { decodePolylineColumns } from '@freight/core';
import { syntheticNetwork } from '../cli/synthetic-network.ts';
import { EmbeddedRouter } from '../engine/embedded-router.ts';
import { testGraph } from '../test-support/test-graph.ts';
import { isValhallaError } from './valhalla-error.ts';
import { legShapeColumns } from './leg-shape-columns.ts';

describe('the decoded shape of a leg the router built', () => {
  it('is what decoding its shape gives, for every leg of routes with several stops and alternates', async () => {
    const graph = await testGraph(syntheticNetwork({ nodes: 3_000 }), { cch: false, profiles: [] });
    const router = new EmbeddedRouter(graph);
    const { minLat, minLon, maxLat, maxLon } = graph.manifest.bbox;
    const at = (x: number, y: number) => ({
      lat: minLat + (maxLat - minLat) * y,
      lon: minLon + (maxLon - minLon) * x,
    });
    let legs = 0;
    for (const locations of [
      [at(0.1, 0.1), at(0.9, 0.9)],
      [at(0.2, 0.8), at(0.5, 0.5), at(0.8, 0.2)],
      [at(0.5, 0.1), at(0.5, 0.12)],
    ]) {
      const answer = router.route({ locations, costing: 'truck', alternates: 2 });
      if (isValhallaError(answer)) throw new Error(answer.error);
      for (const trip of [answer.trip, ...answer.alternates.map((alternate) => alternate.trip)]) {
        for (const leg of trip.legs) {
          const columns = legShapeColumns(leg);
          const decoded = decodePolylineColumns(leg.shape);
          expect(columns?.count).toBe(decoded.count);
          expect(columns?.lat).toEqual(decoded.lat);
          expect(columns?.lng).toEqual(decoded.lng);
          legs++;
        }
      }
    }
    expect(legs).toBeGreaterThan(4);
  });

  it('is not known for a leg the router did not build, or whose shape was replaced', async () => {
    const router = new EmbeddedRouter(
      await testGraph(syntheticNetwork({ nodes: 500 }), { cch: false, profiles: [] }),
    );
    const { minLat, minLon, maxLat, maxLon } = router.graph.manifest.bbox;
    const answer = router.route({
      locations: [
        { lat: minLat, lon: minLon },
        { lat: maxLat, lon: maxLon },
      ],
      costing: 'auto',
    });
    if (isValhallaError(answer)) throw new Error(answer.error);
    const leg = answer.trip.legs[0]!;
    expect(legShapeColumns({ ...leg })).toBeUndefined();
    leg.shape = leg.shape.slice(0, -2);
    expect(legShapeColumns(leg)).toBeUndefined();
  });
});
