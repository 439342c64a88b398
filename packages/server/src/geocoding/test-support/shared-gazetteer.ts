import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGazetteer } from '../build-gazetteer.ts';
import type { GazetteerData } from '../gazetteer-data.ts';
import { readMunicipalityCsvs } from '../municipality-rows.ts';

/** Folder of the shared datasets: `FREIGHT_SHARED_DATA`, else `../shared/data` beside the repository. */
export function sharedDataDir(): string {
  const env = process.env['FREIGHT_SHARED_DATA'];
  if (env) return env;
  return join(fileURLToPath(new URL('../../../../../', import.meta.url)), '..', 'shared', 'data');
}

/** Path of an OSM extract of the shared data (`sao-paulo-centro`, `porto-alegre-centro`, `brasil-rodovias`). */
export function sharedOsm(name: string): string {
  return join(sharedDataDir(), 'osm', `${name}.osm.pbf`);
}

/** The gazetteer of the shared municipality CSVs and the named OSM extracts. */
export async function sharedGazetteer(extracts: readonly string[]): Promise<GazetteerData> {
  const { states, municipalities } = await readMunicipalityCsvs(sharedDataDir());
  return buildGazetteer({ states, municipalities, osmFiles: extracts.map(sharedOsm) });
}
