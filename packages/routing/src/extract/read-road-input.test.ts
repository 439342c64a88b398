import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AsciiNetwork } from '../test-support/ascii-network.ts';
import { asciiNetwork } from '../test-support/ascii-network.ts';
import { sharedOsm } from '../test-support/shared-data.ts';
import { encodeOsmPbf, writeOsmPbf } from '../test-support/write-osm-pbf.ts';
import { extractNetwork, extractRoadNetwork } from './extract-network.ts';
import { readOsmPbfReference } from '../test-support/reference-osm-pbf-reader.ts';
import { ImportInputError } from './import-input-error.ts';
import { readRoadInput } from './read-road-input.ts';
import { NODE_TOLL } from './road-network.ts';

const FILES = ['brasil-rodovias', 'sao-paulo-centro', 'porto-alegre-centro'];

describe('two-pass PBF read of the import', () => {
  it.each(FILES)(
    'builds from %s exactly the network of the osm-pbf-parser entity stream',
    async (name) => {
      const path = sharedOsm(name);
      const expected = await extractNetwork(readOsmPbfReference(path));
      const passes: string[] = [];
      const actual = extractRoadNetwork(
        await readRoadInput(path, {
          workers: 2,
          onProgress: (pass, bytes, total) => {
            if (passes.at(-1) !== pass) passes.push(pass);
            expect(bytes).toBeLessThanOrEqual(total);
          },
        }),
      );
      expect(passes).toEqual(['ways', 'nodes']);
      expect(actual.stats).toEqual(expected.stats);
      expect(actual.network.edgeCount).toBeGreaterThan(0);
      expect(actual.network).toEqual(expected.network);
    },
    30_000,
  );
});

describe('readRoadInput on written PBF files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'freight-road-input-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const tollMap = (): AsciiNetwork =>
    asciiNetwork(
      `
      a b t c d
          e
      `,
      [
        ['abtcd', { highway: 'primary', ref: 'BR-116' }],
        ['be', { highway: 'residential' }],
        ['ad', { highway: 'footway' }],
      ],
      { nodeTags: { t: { barrier: 'toll_booth' }, e: { highway: 'traffic_signals' } } },
    );

  it.each([
    [true, 0],
    [false, 2],
  ])('splits at toll booths (dense nodes: %s, %i workers)', async (dense, workers) => {
    const net = tollMap();
    const path = writeOsmPbf(join(dir, 'toll.osm.pbf'), net.entities, { dense, blockSize: 2 });
    const { network, stats } = extractRoadNetwork(await readRoadInput(path, { workers }), {
      minComponentMeters: 0,
    });
    expect(stats).toMatchObject({ osmNodes: 6, osmWays: 3, keptWays: 2 });
    expect(network.edgeCount).toBe(4); // a–b, b–t, t–d, b–e
    const booths = [...network.nodeFlags.keys()].filter((n) => (network.nodeFlags[n]! & NODE_TOLL) !== 0);
    expect(booths.map((n) => network.nodeOsmId[n])).toEqual([net.id('t')]);
  });

  it('leaves out the nodes a way names but the file lacks, as the entity stream does', async () => {
    const net = tollMap();
    const missing = net.entities.filter((e) => !(e.type === 'node' && e.id === net.id('c')));
    const path = writeOsmPbf(join(dir, 'missing.osm.pbf'), missing, { blockSize: 3 });
    const expected = await extractNetwork(readOsmPbfReference(path), { minComponentMeters: 0 });
    const actual = extractRoadNetwork(await readRoadInput(path), { minComponentMeters: 0 });
    expect(actual.network.shapeLat.length).toBe(expected.network.shapeLat.length);
    expect(actual).toEqual(expected);
  });

  it('reads nodes that are not sorted by id', async () => {
    const net = tollMap();
    const nodes = net.entities.filter((e) => e.type === 'node').reverse();
    const ways = net.entities.filter((e) => e.type === 'way');
    const path = writeOsmPbf(join(dir, 'unsorted.osm.pbf'), [...nodes, ...ways], { blockSize: 2 });
    const { network } = extractRoadNetwork(await readRoadInput(path), { minComponentMeters: 0 });
    expect(network.edgeCount).toBe(4);
    expect([...network.nodeOsmId].sort((a, b) => a - b)).toEqual(['a', 'b', 't', 'd', 'e'].map(net.id));
  });

  it.each([
    ['a missing file', () => join(dir, 'missing.osm.pbf'), /^file not found: /],
    [
      'an empty file',
      () => (writeFileSync(join(dir, 'e.pbf'), ''), join(dir, 'e.pbf')),
      /^not an OSM PBF file/,
    ],
    [
      'a truncated file',
      () => {
        const bytes = encodeOsmPbf(tollMap().entities, { blockSize: 2 });
        writeFileSync(join(dir, 'c.pbf'), bytes.subarray(0, bytes.length - 30));
        return join(dir, 'c.pbf');
      },
      /^cannot read .*c\.pbf as OSM PBF: truncated file/,
    ],
  ])('rejects %s with a one-line ImportInputError', async (_name, path, message) => {
    const error = await readRoadInput(path()).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportInputError);
    expect((error as Error).message).toMatch(message);
  });
});
