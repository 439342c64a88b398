import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asciiNetwork } from '../test-support/ascii-network.ts';
import { readOsmPbfReference } from '../test-support/reference-osm-pbf-reader.ts';
import { sharedOsm } from '../test-support/shared-data.ts';
import { encodeOsmPbf } from '../test-support/write-osm-pbf.ts';
import { ImportInputError } from './import-input-error.ts';
import type { OsmEntity } from './osm-entity.ts';
import { readOsmPbf } from './read-osm-pbf.ts';

async function collect(entities: AsyncIterable<OsmEntity>): Promise<OsmEntity[]> {
  const all: OsmEntity[] = [];
  for await (const entity of entities) all.push(entity);
  return all;
}

describe('readOsmPbf', () => {
  it.each([
    ['brasil-rodovias', 0],
    ['sao-paulo-centro', 2],
    ['porto-alegre-centro', 2],
  ])(
    'reads %s exactly as osm-pbf-parser does (%i workers)',
    async (name, workers) => {
      const expected = await collect(readOsmPbfReference(sharedOsm(name)));
      const actual = await collect(readOsmPbf(sharedOsm(name), { workers }));
      expect(actual.length).toBeGreaterThan(0);
      expect(actual).toEqual(expected);
    },
    30_000,
  );

  it.each([true, false])('reads nodes (dense: %s), tags and ways written by an encoder', async (dense) => {
    const net = asciiNetwork(`a b c`, [['abc', { highway: 'primary', name: 'Rua São João' }]], {
      nodeTags: { b: { barrier: 'toll_booth' } },
    });
    const dir = mkdtempSync(join(tmpdir(), 'freight-pbf-'));
    try {
      const path = join(dir, 'x.osm.pbf');
      writeFileSync(path, encodeOsmPbf(net.entities, { dense, blockSize: 2 }));
      const read = await collect(readOsmPbf(path));
      expect(read.map((e) => [e.type, e.id, e.tags])).toEqual(
        net.entities.map((e) => [e.type, e.id, e.tags]),
      );
      const b = read.find((e) => e.id === net.id('b'));
      expect(b?.type === 'node' && [b.lat, b.lon]).toEqual([
        expect.closeTo(net.at('b').lat, 7),
        expect.closeTo(net.at('b').lon, 7),
      ]);
      const way = read.find((e) => e.type === 'way');
      expect(way?.type === 'way' && way.refs).toEqual(['a', 'b', 'c'].map(net.id));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('readOsmPbf on bad input', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'freight-pbf-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const pbf = (): Buffer =>
    encodeOsmPbf(asciiNetwork(`a b`, [['ab', { highway: 'primary' }]]).entities, { blockSize: 1 });
  it.each([
    ['a missing file', () => join(dir, 'missing.osm.pbf'), /^file not found: /],
    [
      'an empty file',
      () => (writeFileSync(join(dir, 'e.pbf'), ''), join(dir, 'e.pbf')),
      /^not an OSM PBF file/,
    ],
    [
      'a file that is not a PBF',
      () => (writeFileSync(join(dir, 't.pbf'), 'just some text, long enough'), join(dir, 't.pbf')),
      /^not an OSM PBF file/,
    ],
    [
      'a truncated file',
      () => (writeFileSync(join(dir, 'c.pbf'), pbf().subarray(0, pbf().length - 20)), join(dir, 'c.pbf')),
      /^cannot read .*c\.pbf as OSM PBF: truncated file/,
    ],
    [
      'a blob that does not inflate',
      () => {
        const bytes = pbf();
        bytes.fill(0x55, bytes.length - 12);
        writeFileSync(join(dir, 'z.pbf'), bytes);
        return join(dir, 'z.pbf');
      },
      /^cannot read .*z\.pbf as OSM PBF: \S/,
    ],
  ])('rejects %s with a one-line ImportInputError', async (_name, path, message) => {
    const file = path();
    for (const workers of [0, 1]) {
      const error = await collect(readOsmPbf(file, { workers })).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ImportInputError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
