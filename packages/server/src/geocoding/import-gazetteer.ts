import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildGazetteer } from './build-gazetteer.ts';
import type { GazetteerData } from './gazetteer-data.ts';
import { ENTRY_LEVELS } from './gazetteer-data.ts';
import { gazetteerDir, writeGazetteer } from './gazetteer-files.ts';
import { readMunicipalityCsvs } from './municipality-rows.ts';

/** Entry counts of a gazetteer, per level, plus its house numbers and street geometry. */
export interface GazetteerStats {
  entries: number;
  perLevel: Record<(typeof ENTRY_LEVELS)[number], number>;
  houseNumbers: number;
  lines: number;
  vertices: number;
}

/** Counts what a gazetteer holds. */
export function gazetteerStats(data: GazetteerData): GazetteerStats {
  const perLevel = Object.fromEntries(ENTRY_LEVELS.map((level) => [level, 0])) as GazetteerStats['perLevel'];
  for (const level of data.entries.level) {
    const name = ENTRY_LEVELS[level];
    if (name) perLevel[name]++;
  }
  return {
    entries: data.entries.level.length,
    perLevel,
    houseNumbers: data.houseNumbers.street.length,
    lines: data.lines.entry.length,
    vertices: data.lines.coords.length / 2,
  };
}

/** Every `.osm.pbf` of `<sourceDir>/osm`, sorted by name (the extracts the import reads by default). */
export async function defaultGazetteerOsmFiles(sourceDir: string): Promise<string[]> {
  const dir = join(sourceDir, 'osm');
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith('.osm.pbf'))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * The data-import step of the gazetteer: reads `municipios/estados.csv` and `municipios/municipios.csv` of
 * `sourceDir` and the OSM extracts (default: every `.osm.pbf` of `<sourceDir>/osm`), builds the gazetteer
 * and writes it to `<dataDir>/gazetteer`.
 *
 * @example await importGazetteer({ sourceDir: config.DATA_SOURCE_DIR, dataDir: config.DATA_DIR });
 */
export async function importGazetteer(options: {
  sourceDir: string;
  dataDir: string;
  osmFiles?: readonly string[];
}): Promise<{ path: string; bytes: number; seconds: number; stats: GazetteerStats }> {
  const started = performance.now();
  const { states, municipalities } = await readMunicipalityCsvs(options.sourceDir);
  const osmFiles = options.osmFiles ?? (await defaultGazetteerOsmFiles(options.sourceDir));
  const data = await buildGazetteer({ states, municipalities, osmFiles });
  const written = await writeGazetteer(gazetteerDir(options.dataDir), data);
  return { ...written, seconds: (performance.now() - started) / 1000, stats: gazetteerStats(data) };
}
