import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ImportInputError, readOsmPbf } from '@freight/routing';
import { readOsmFeatures } from './read-osm-features.ts';
import { sharedOsm } from './test-support/shared-gazetteer.ts';

describe('readOsmFeatures', () => {
  const dir = mkdtempSync(join(tmpdir(), 'freight-osm-features-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['sao-paulo-centro', 'porto-alegre-centro'])(
    '%s: the file read in two passes gives the places, streets, addresses and bounds of its entities',
    async (name) => {
      const path = sharedOsm(name);
      const fromFile = await readOsmFeatures(path);
      const fromEntities = await readOsmFeatures({ name: basename(path), entities: readOsmPbf(path) });
      expect(fromFile.streets.length).toBeGreaterThan(0);
      expect(fromFile.addresses.length).toBeGreaterThan(0);
      expect(fromFile).toEqual(fromEntities);
    },
  );

  it('refuses a missing file, a file that is not a PBF and a file cut short, naming the file', async () => {
    const missing = join(dir, 'nada.osm.pbf');
    await expect(readOsmFeatures(missing)).rejects.toThrow(
      new ImportInputError(`file not found: ${missing}`),
    );
    const text = join(dir, 'texto.osm.pbf');
    writeFileSync(text, 'isto não é um arquivo PBF, só texto comum com tamanho suficiente');
    await expect(readOsmFeatures(text)).rejects.toThrow(/not an OSM PBF file/);
    const bytes = readFileSync(sharedOsm('sao-paulo-centro'));
    const cut = join(dir, 'cortado.osm.pbf');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const error = await readOsmFeatures(cut).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportInputError);
    expect((error as Error).message).toContain(`cannot read ${cut} as OSM PBF`);
  });
});
