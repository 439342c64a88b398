import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGazetteer } from './build-gazetteer.ts';
import type { GazetteerData } from './gazetteer-data.ts';
import { GAZETTEER_FILE, GazetteerLoadError, loadGazetteer, writeGazetteer } from './gazetteer-files.ts';
import { TinyOsm } from './test-support/tiny-osm.ts';

async function tinyGazetteer(): Promise<GazetteerData> {
  const osm = new TinyOsm();
  osm.way(
    [
      [-25.43, -49.27],
      [-25.431, -49.271],
    ],
    { highway: 'residential', name: 'Rua XV de Novembro' },
  );
  osm.node([-25.4301, -49.2701], { 'addr:street': 'Rua XV de Novembro', 'addr:housenumber': '100' });
  return buildGazetteer({
    states: [{ ibge_code: 41, uf: 'PR', name: 'Paraná', lat: -24.89, lng: -51.55 }],
    municipalities: [
      { ibge_code: 4106902, name: 'Curitiba', uf: 'PR', lat: -25.4195, lng: -49.2646, capital: true },
    ],
    osmFiles: [osm.source()],
  });
}

describe('writeGazetteer / loadGazetteer', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gazetteer-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('round-trips the data', async () => {
    const data = await tinyGazetteer();
    const written = await writeGazetteer(join(dir, 'gazetteer'), data);
    expect(written.bytes).toBeGreaterThan(100);
    expect(await loadGazetteer(join(dir, 'gazetteer'))).toEqual(data);
  });

  it('says to run the import when the folder is missing', async () => {
    await expect(loadGazetteer(join(dir, 'nothing'))).rejects.toThrow(GazetteerLoadError);
    await expect(loadGazetteer(join(dir, 'nothing'))).rejects.toThrow(/run the data import/);
  });

  async function loadEdited(edit: (json: Record<string, unknown>) => unknown): Promise<unknown> {
    await writeGazetteer(dir, await tinyGazetteer());
    const json = JSON.parse(await readFile(join(dir, GAZETTEER_FILE), 'utf8')) as Record<string, unknown>;
    await writeFile(join(dir, GAZETTEER_FILE), JSON.stringify(edit(json)));
    return loadGazetteer(dir);
  }

  it.each([
    ['another version', (json: Record<string, unknown>) => ({ ...json, version: 2 })],
    [
      'a column of another length',
      (json: Record<string, unknown>) => {
        const entries = json['entries'] as Record<string, unknown[]>;
        return { ...json, entries: { ...entries, name: entries['name']?.slice(1) } };
      },
    ],
    [
      'a street whose city is not a city',
      (json: Record<string, unknown>) => {
        const entries = json['entries'] as Record<string, number[]>;
        return {
          ...json,
          entries: { ...entries, city: entries['city']?.map((city) => (city >= 0 ? 0 : city)) },
        };
      },
    ],
    [
      'a line of a non-street',
      (json: Record<string, unknown>) => {
        const lines = json['lines'] as Record<string, number[]>;
        return { ...json, lines: { ...lines, entry: lines['entry']?.map(() => 0) } };
      },
    ],
    [
      'a position out of range',
      (json: Record<string, unknown>) => {
        const entries = json['entries'] as Record<string, number[]>;
        return { ...json, entries: { ...entries, lat: entries['lat']?.map(() => 500) } };
      },
    ],
  ])('refuses %s', async (_, edit) => {
    await expect(loadEdited(edit)).rejects.toThrow(GazetteerLoadError);
  });

  it('refuses text that is not JSON', async () => {
    await writeFile(join(dir, GAZETTEER_FILE), '{ not json');
    await expect(loadGazetteer(dir)).rejects.toThrow(/not valid JSON/);
  });
});
