import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valhallaRouteResponseSchema } from '@freight/core';
import { extractNetwork } from '../extract/extract-network.ts';
import { buildGraph, profilesFor } from '../graph/build-graph.ts';
import { writeGraph } from '../graph/graph-files.ts';
import { asciiNetwork } from '../test-support/ascii-network.ts';
import { syntheticNetwork } from '../cli/synthetic-network.ts';
import { createEmbeddedEngine } from './embedded-engine.ts';
import type { RouteQuery, RoutingEngine } from './route-query.ts';

describe('embedded engine on worker threads', () => {
  const net = asciiNetwork(
    `
    a b c
    d   e
    `,
    [
      ['abc', { highway: 'residential', name: 'Rua Longa' }],
      ['adec', { highway: 'primary', name: 'Avenida Rápida', oneway: 'yes' }],
    ],
  );
  let dir: string;
  let engine: RoutingEngine;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'freight-graph-'));
    const { network } = await extractNetwork(net.entities, { minComponentMeters: 0 });
    writeGraph(dir, buildGraph(network, { profiles: profilesFor(['auto'], false) }));
    engine = await createEmbeddedEngine({ graphDir: dir, workers: 2 });
  }, 30_000);
  afterAll(async () => {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers concurrent queries from the graph files', async () => {
    const answers = await Promise.all(
      ['ac', 'ca', 'ac', 'ca'].map((pair) =>
        engine.route({ locations: [net.at(pair[0]!), net.at(pair[1]!)], costing: 'auto' }),
      ),
    );
    const streets = answers.map(
      (a) => valhallaRouteResponseSchema.parse(a).trip.legs[0]!.maneuvers[0]!.street_names,
    );
    expect(streets).toEqual([['Avenida Rápida'], ['Rua Longa'], ['Avenida Rápida'], ['Rua Longa']]);
  });

  it('rejects an aborted request with an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      engine.route({ locations: [net.at('a'), net.at('c')], costing: 'auto' }, controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers Valhalla errors as values', async () => {
    const answer = await engine.route({ locations: [net.at('a')], costing: 'auto' });
    expect(answer).toMatchObject({ error_code: 120 });
  });
});

describe('aborting a query on the worker pool', () => {
  // a 250 × 250 street grid without hierarchy: a query zig-zagging between its corners takes the
  // Dijkstra fallback once per leg over the whole grid (seconds each), a query between neighbours milliseconds
  let dir: string;
  let engine: RoutingEngine;
  let corners: { lat: number; lon: number }[];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'freight-grid-'));
    const { network } = await extractNetwork(syntheticNetwork({ nodes: 62_500 }), { minComponentMeters: 0 });
    const data = buildGraph(network, { profiles: [] });
    writeGraph(dir, data);
    const { minLat, minLon, maxLat, maxLon } = data.manifest.bbox;
    corners = [
      { lat: maxLat, lon: minLon },
      { lat: minLat, lon: maxLon },
    ];
    engine = await createEmbeddedEngine({ graphDir: dir, workers: 1, limits: { maxLocations: 400 } });
  }, 60_000);
  afterAll(async () => {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops the worker, which answers the next query at once', async () => {
    // 400 legs across the whole grid: minutes of work if the worker were left to finish it
    const endless: RouteQuery = {
      locations: Array.from({ length: 400 }, (_, i) => corners[i % 2]!),
      costing: 'truck',
    };
    const near: RouteQuery = {
      locations: [corners[0]!, { lat: corners[0]!.lat - 0.002, lon: corners[0]!.lon + 0.002 }],
      costing: 'truck',
    };
    const controller = new AbortController();
    const aborted = engine.route(endless, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    // the single worker answers only once it has dropped the endless query: a liveness check, not a timing
    const timeout = new Promise<'still busy'>((resolve) =>
      setTimeout(() => resolve('still busy'), 25_000).unref(),
    );
    const answer = await Promise.race([engine.route(near), timeout]);
    expect(answer).toHaveProperty('trip');
  }, 60_000);
});
