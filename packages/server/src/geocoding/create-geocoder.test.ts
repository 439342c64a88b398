import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createGeocoder } from './create-geocoder.ts';
import { GAZETTEER_FILE, GazetteerLoadError, gazetteerDir } from './gazetteer-files.ts';
import { importGazetteer } from './import-gazetteer.ts';
import { sharedDataDir, sharedOsm } from './test-support/shared-gazetteer.ts';
import type { FakeHttpServer } from './test-support/fake-http-server.ts';
import { startFakeHttpServer } from './test-support/fake-http-server.ts';

describe('importGazetteer, then createGeocoder', () => {
  let dataDir: string;
  let photon: FakeHttpServer | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'freight-data-'));
  });
  afterEach(async () => {
    await photon?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('builds the gazetteer at import and serves it at start (GEOCODER=embedded)', async () => {
    const imported = await importGazetteer({
      sourceDir: sharedDataDir(),
      dataDir,
      osmFiles: [sharedOsm('sao-paulo-centro')],
    });
    expect(imported.path).toBe(join(gazetteerDir(dataDir), GAZETTEER_FILE));
    expect(imported.bytes).toBe((await stat(imported.path)).size);
    expect(imported.stats.perLevel).toMatchObject({ country: 1, state: 27, city: 5571 });
    const geocoder = await createGeocoder(loadConfig({ GEOCODER: 'embedded' }), dataDir);
    expect(await geocoder.geocode('Avenida Paulista, São Paulo')).toMatchObject({ matchLevel: 'street' });
  }, 60_000);

  it('refuses to start without a gazetteer, saying to run the import', async () => {
    const start = createGeocoder(loadConfig({}), dataDir);
    await expect(start).rejects.toThrow(GazetteerLoadError);
    await expect(createGeocoder(loadConfig({}), dataDir)).rejects.toThrow(/run the data import/);
  });

  it.each(['photon', 'nominatim'] as const)(
    'uses the service at GEOCODER_URL for GEOCODER=%s',
    async (kind) => {
      photon = await startFakeHttpServer(() => ({ body: kind === 'photon' ? { features: [] } : [] }));
      const config = loadConfig({ GEOCODER: kind, GEOCODER_URL: photon.url });
      const geocoder = await createGeocoder(config, dataDir);
      expect(await geocoder.suggest('Curitiba')).toEqual([]);
      expect(photon.requests[0]?.pathname).toBe(kind === 'photon' ? '/api' : '/search');
    },
  );
});
