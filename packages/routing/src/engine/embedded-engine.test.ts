import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valhallaRouteResponseSchema } from '@freight/core';
import { extractNetwork } from '../extract/extract-network.ts';
import { buildGraph, profilesFor } from '../graph/build-graph.ts';
import { writeGraph } from '../graph/graph-files.ts';
import { asciiNetwork } from '../test-support/ascii-network.ts';
import { createEmbeddedEngine } from './embedded-engine.ts';
import type { RoutingEngine } from './route-query.ts';

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
