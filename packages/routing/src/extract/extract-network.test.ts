import { describe, expect, it } from 'vitest';
import { valhallaRouteResponseSchema } from '@freight/core';
import { EmbeddedRouter } from '../engine/embedded-router.ts';
import { buildGraph, profilesFor } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { asciiNetwork } from '../test-support/ascii-network.ts';
import { sharedOsm } from '../test-support/shared-data.ts';
import { extractNetwork } from './extract-network.ts';
import { ImportInputError } from './import-input-error.ts';
import { readOsmPbf } from './read-osm-pbf.ts';
import { NODE_TOLL } from './road-network.ts';

describe('extract', () => {
  it('compacts degree-2 chains into one edge and keeps their geometry', async () => {
    const net = asciiNetwork(`a b c d e`, [
      ['abc', { highway: 'primary', ref: 'BR-116' }],
      ['cde', { highway: 'primary', ref: 'BR-116' }],
    ]);
    const { network } = await extractNetwork(net.entities, { minComponentMeters: 0 });
    expect(network.nodeCount).toBe(2);
    expect(network.edgeCount).toBe(1);
    expect(network.shapeLat.length).toBe(5);
    expect(network.edgeLength[0]).toBeCloseTo(800, -1);
    expect(network.strings[network.edgeRef[0]!]).toBe('BR-116');
  });

  it('splits at junctions, at changes of road and at toll booths', async () => {
    const net = asciiNetwork(
      `
      a b t c d
          e
      `,
      [
        ['abtcd', { highway: 'primary', ref: 'BR-116' }],
        ['be', { highway: 'residential' }],
      ],
      { nodeTags: { t: { barrier: 'toll_booth' } } },
    );
    const { network } = await extractNetwork(net.entities, { minComponentMeters: 0 });
    expect(network.edgeCount).toBe(4); // a–b, b–t, t–d, b–e
    const booths = [...network.nodeFlags.keys()].filter((n) => (network.nodeFlags[n]! & NODE_TOLL) !== 0);
    expect(booths.map((n) => network.nodeOsmId[n])).toEqual([net.id('t')]);
  });

  it('drops tiny disconnected components but keeps the largest', async () => {
    const net = asciiNetwork(`a b c d   e f`, [
      ['abcd', { highway: 'primary' }],
      ['ef', { highway: 'service' }],
    ]);
    const { network, stats } = await extractNetwork(net.entities, { minComponentMeters: 500 });
    expect(stats.droppedComponents).toBe(1);
    expect(network.edgeCount).toBe(1);
  });

  it.each([
    ['a missing file', '/no/such/file.osm.pbf', 'file not found: /no/such/file.osm.pbf'],
    ['a file that is not a PBF', new URL(import.meta.url).pathname, 'not an OSM PBF file'],
  ])('rejects %s with a one-line message', async (_name, path, message) => {
    const read = async (): Promise<void> => {
      for await (const entity of readOsmPbf(path)) void entity;
    };
    await expect(read()).rejects.toThrow(ImportInputError);
    await expect(read()).rejects.toThrow(message);
  });
});

describe('sao-paulo-centro.osm.pbf (real OSM tags)', () => {
  it('keeps the motor roads, with oneway streets, names and speed limits', async () => {
    const { network, stats } = await extractNetwork(readOsmPbf(sharedOsm('sao-paulo-centro')));
    expect(stats.osmWays).toBe(6223);
    expect(stats.keptWays).toBeGreaterThan(1000);
    expect(stats.keptWays).toBeLessThan(stats.osmWays);
    let oneway = 0;
    let withSpeed = 0;
    for (let e = 0; e < network.edgeCount; e++) {
      if (network.edgeBackward[e] === 0 || network.edgeForward[e] === 0) oneway++;
      if (network.edgeMaxspeed[e]! > 0) withSpeed++;
    }
    expect(oneway / network.edgeCount).toBeGreaterThan(0.2);
    expect(withSpeed).toBeGreaterThan(0);
    expect(network.strings).toContain('Avenida Paulista');
    const router = new EmbeddedRouter(
      new RoutingGraph(buildGraph(network, { profiles: profilesFor(['auto'], false) })),
    );
    // Praça da Sé → Avenida Paulista and back: oneway streets make the two routes differ
    const there = valhallaRouteResponseSchema.parse(
      router.route({
        locations: [
          { lat: -23.5503, lon: -46.6339 },
          { lat: -23.5614, lon: -46.6559 },
        ],
        costing: 'auto',
      }),
    );
    const back = valhallaRouteResponseSchema.parse(
      router.route({
        locations: [
          { lat: -23.5614, lon: -46.6559 },
          { lat: -23.5503, lon: -46.6339 },
        ],
        costing: 'auto',
      }),
    );
    expect(there.trip.summary.length).toBeGreaterThan(2);
    expect(there.trip.summary.length).toBeLessThan(6);
    expect(there.trip.legs[0]!.shape).not.toBe(back.trip.legs[0]!.shape);
    expect(there.trip.legs[0]!.maneuvers.length).toBeGreaterThan(3);
  }, 30_000);
});
