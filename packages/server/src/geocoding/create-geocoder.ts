import type { Config } from '../config.ts';
import { createEmbeddedGeocoder } from './embedded-geocoder.ts';
import { createExternalGeocoder } from './external-geocoder.ts';
import { gazetteerDir, loadGazetteer } from './gazetteer-files.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * The geocoder the configuration names (`GEOCODER`): the embedded gazetteer of `dataDir`
 * (`<DATA_DIR>/gazetteer`, loaded and indexed now, so a missing or bad gazetteer fails the start with a
 * `GazetteerLoadError` saying to run the import), or the Photon / Nominatim service at `GEOCODER_URL`.
 *
 * @example const geocoder = await createGeocoder(config, config.DATA_DIR); // → createServerContext({ …, geocoder })
 */
export async function createGeocoder(
  config: Pick<Config, 'GEOCODER' | 'GEOCODER_URL'>,
  dataDir: string,
  options: { fetch?: typeof fetch } = {},
): Promise<Geocoder> {
  if (config.GEOCODER === 'embedded') {
    const geocoder = createEmbeddedGeocoder(await loadGazetteer(gazetteerDir(dataDir)));
    await geocoder.suggest('Brasil', { limit: 1 }); // builds the index now, not on the first request
    return geocoder;
  }
  if (!config.GEOCODER_URL) throw new Error(`GEOCODER_URL: required when GEOCODER=${config.GEOCODER}`);
  return createExternalGeocoder({
    kind: config.GEOCODER,
    url: config.GEOCODER_URL,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
