import { coordinateHit, queryKind } from './coordinate-query.ts';
import type { GazetteerData } from './gazetteer-data.ts';
import { loadGazetteer } from './gazetteer-files.ts';
import { gazetteerHit } from './gazetteer-hit.ts';
import { GazetteerIndex } from './gazetteer-index.ts';
import type { GeocodeHit, GeocodeOptions, Geocoder } from './geocoder.ts';

function validPosition(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/**
 * The geocoder over the embedded gazetteer: `data` (built or loaded), an index already built, or the
 * gazetteer folder (loaded on first use; a missing or bad folder fails every call with the
 * `GazetteerLoadError`). Searches run in memory, synchronously, in well under a millisecond.
 *
 * @example const geocoder = createEmbeddedGeocoder(await loadGazetteer(gazetteerDir(config.DATA_DIR)));
 */
export function createEmbeddedGeocoder(source: GazetteerData | GazetteerIndex | string): Geocoder {
  let ready: Promise<GazetteerIndex> | undefined;
  const index = (): Promise<GazetteerIndex> => {
    ready ??=
      source instanceof GazetteerIndex
        ? Promise.resolve(source)
        : typeof source === 'string'
          ? loadGazetteer(source).then((data) => new GazetteerIndex(data))
          : Promise.resolve(new GazetteerIndex(source));
    return ready;
  };

  const reverse = async (
    lat: number,
    lng: number,
    options: GeocodeOptions = {},
  ): Promise<GeocodeHit | null> => {
    options.signal?.throwIfAborted();
    if (!validPosition(lat, lng)) return null;
    const gazetteer = await index();
    const match = gazetteer.reverse(lat, lng);
    return match ? gazetteerHit(gazetteer.data, match.entry, match.houseNumber) : null;
  };

  const suggest = async (query: string, options: GeocodeOptions = {}): Promise<GeocodeHit[]> => {
    options.signal?.throwIfAborted();
    const kind = queryKind(query);
    if (kind.kind === 'blank') return [];
    if (kind.kind === 'coordinates') {
      if (!kind.position) return [];
      return [coordinateHit(kind.position, await reverse(kind.position.lat, kind.position.lng, options))];
    }
    const gazetteer = await index();
    const limit = options.limit === undefined ? undefined : { limit: options.limit };
    return gazetteer
      .search(kind.text, limit)
      .map((match) => gazetteerHit(gazetteer.data, match.entry, match.houseNumber));
  };

  return {
    suggest,
    async geocode(query, options = {}) {
      return (await suggest(query, { ...options, limit: 1 }))[0] ?? null;
    },
    reverse,
  };
}
