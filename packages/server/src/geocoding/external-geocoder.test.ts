import { afterEach, describe, expect, it } from 'vitest';
import { locationSuggestionSchema } from '@freight/core';
import { createExternalGeocoder } from './external-geocoder.ts';
import { GeocoderError } from './geocoder.ts';
import type { FakeAnswer, FakeHttpServer } from './test-support/fake-http-server.ts';
import { startFakeHttpServer } from './test-support/fake-http-server.ts';

const point = (lng: number, lat: number, properties: Record<string, string>) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { countrycode: 'BR', country: 'Brasil', ...properties },
});

const PHOTON_SEARCH = {
  type: 'FeatureCollection',
  features: [
    point(-49.2733, -25.4284, {
      type: 'city',
      osm_key: 'place',
      osm_value: 'city',
      name: 'Curitiba',
      state: 'Paraná',
    }),
    point(-46.6544, -23.5637, {
      type: 'street',
      osm_key: 'highway',
      name: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'São Paulo',
    }),
    point(-46.6566, -23.5629, {
      type: 'house',
      osm_key: 'building',
      housenumber: '1000',
      street: 'Avenida Paulista',
      city: 'São Paulo',
      state: 'São Paulo',
    }),
    point(-51.55, -24.89, { type: 'state', osm_key: 'place', osm_value: 'state', name: 'Paraná' }),
    point(-58.38, -34.6, { type: 'city', name: 'Buenos Aires', countrycode: 'AR' }),
  ],
};

const NOMINATIM_SEARCH = [
  {
    lat: '-25.4295963',
    lon: '-49.2712724',
    category: 'boundary',
    type: 'administrative',
    place_rank: 16,
    addresstype: 'city',
    name: 'Curitiba',
    address: {
      city: 'Curitiba',
      state: 'Paraná',
      'ISO3166-2-lvl4': 'BR-PR',
      country: 'Brasil',
      country_code: 'br',
    },
  },
  {
    lat: '-23.5636',
    lon: '-46.6543',
    category: 'highway',
    type: 'primary',
    place_rank: 26,
    addresstype: 'road',
    name: 'Avenida Paulista',
    address: {
      road: 'Avenida Paulista',
      suburb: 'Bela Vista',
      city: 'São Paulo',
      state: 'São Paulo',
      'ISO3166-2-lvl4': 'BR-SP',
      country: 'Brasil',
      country_code: 'br',
    },
  },
  {
    lat: '-23.5629',
    lon: '-46.6566',
    addresstype: 'building',
    place_rank: 30,
    address: {
      house_number: '1000',
      road: 'Avenida Paulista',
      city: 'São Paulo',
      state: 'São Paulo',
      country_code: 'br',
    },
  },
  { lat: '-34.6', lon: '-58.38', addresstype: 'city', name: 'Buenos Aires', address: { country_code: 'ar' } },
];

const NOMINATIM_REVERSE = NOMINATIM_SEARCH[1];

let server: FakeHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function fake(answer: (url: URL) => FakeAnswer): Promise<FakeHttpServer> {
  server = await startFakeHttpServer(answer);
  return server;
}

describe('Photon adapter', () => {
  it('searches /api in Brazil and maps the features to hits', async () => {
    const photon = await fake(() => ({ body: PHOTON_SEARCH }));
    const geocoder = createExternalGeocoder({ kind: 'photon', url: `${photon.url}/` });
    const hits = await geocoder.suggest('Curitiba', { limit: 5 });
    const request = photon.requests[0];
    expect(request?.pathname).toBe('/api');
    expect(Object.fromEntries(request?.searchParams ?? [])).toMatchObject({
      q: 'Curitiba',
      limit: '5',
      lang: 'default',
    });
    expect(request?.searchParams.get('bbox')).toMatch(/^-74/);
    expect(hits.map((hit) => [hit.matchLevel, hit.label])).toEqual([
      ['city', 'Curitiba, PR'],
      ['street', 'Avenida Paulista - Bela Vista, São Paulo, SP'],
      ['houseNumber', 'Avenida Paulista, 1000 - São Paulo, SP'],
      ['state', 'Paraná, Brasil'],
    ]);
    expect(hits[0]).toMatchObject({
      lat: -25.4284,
      lng: -49.2733,
      countryCode: 'BRA',
      position: { lat: -25.4284, lng: -49.2733 },
    });
    for (const hit of hits) expect(locationSuggestionSchema.safeParse(hit).success).toBe(true);
  });

  it('reverses with /reverse', async () => {
    const photon = await fake(() => ({ body: { features: [PHOTON_SEARCH.features[1]] } }));
    const hit = await createExternalGeocoder({ kind: 'photon', url: photon.url }).reverse(-23.5637, -46.6544);
    expect(photon.requests[0]?.pathname).toBe('/reverse');
    expect(Object.fromEntries(photon.requests[0]?.searchParams ?? [])).toMatchObject({
      lat: '-23.5637',
      lon: '-46.6544',
    });
    expect(hit).toMatchObject({ matchLevel: 'street', address: { street: 'Avenida Paulista', state: 'SP' } });
  });

  it('answers nothing without calling for blank text, and a coordinate hit for coordinates', async () => {
    const photon = await fake(() => ({ body: { features: [PHOTON_SEARCH.features[1]] } }));
    const geocoder = createExternalGeocoder({ kind: 'photon', url: photon.url });
    expect(await geocoder.suggest('  ')).toEqual([]);
    expect(photon.requests).toHaveLength(0);
    expect(await geocoder.geocode('-23.5637,-46.6544')).toMatchObject({
      fromCoordinates: true,
      label: '-23.5637,-46.6544',
      lat: -23.5637,
      address: { street: 'Avenida Paulista' },
    });
    expect(photon.requests.map((url) => url.pathname)).toEqual(['/reverse']);
  });
});

describe('Nominatim adapter', () => {
  it('searches /search in Brazil with address details and maps the places to hits', async () => {
    const nominatim = await fake(() => ({ body: NOMINATIM_SEARCH }));
    const hits = await createExternalGeocoder({ kind: 'nominatim', url: nominatim.url }).suggest('Curitiba');
    expect(nominatim.requests[0]?.pathname).toBe('/search');
    expect(Object.fromEntries(nominatim.requests[0]?.searchParams ?? [])).toMatchObject({
      format: 'jsonv2',
      q: 'Curitiba',
      countrycodes: 'br',
      addressdetails: '1',
      limit: '10',
    });
    expect(hits.map((hit) => [hit.matchLevel, hit.label])).toEqual([
      ['city', 'Curitiba, PR'],
      ['street', 'Avenida Paulista - Bela Vista, São Paulo, SP'],
      ['houseNumber', 'Avenida Paulista, 1000 - São Paulo, SP'],
    ]);
    expect(hits[0]).toMatchObject({ lat: -25.4295963, lng: -49.2712724 });
  });

  it('reverses with /reverse, and answers null where Nominatim finds nothing', async () => {
    let found = true;
    const nominatim = await fake(() => ({
      body: found ? NOMINATIM_REVERSE : { error: 'Unable to geocode' },
    }));
    const geocoder = createExternalGeocoder({ kind: 'nominatim', url: nominatim.url });
    expect(await geocoder.reverse(-23.5636, -46.6543)).toMatchObject({
      label: 'Avenida Paulista - Bela Vista, São Paulo, SP',
    });
    expect(Object.fromEntries(nominatim.requests[0]?.searchParams ?? [])).toMatchObject({
      format: 'jsonv2',
      lat: '-23.5636',
      lon: '-46.6543',
    });
    found = false;
    expect(await geocoder.reverse(0, 0)).toBeNull();
  });
});

describe.each(['photon', 'nominatim'] as const)('%s failures', (kind) => {
  const failure = async (answer: FakeAnswer) => {
    const service = await fake(() => answer);
    const geocoder = createExternalGeocoder({ kind, url: service.url, timeoutMs: 200 });
    return geocoder.suggest('Curitiba').then(
      () => null,
      (error: unknown) => error,
    );
  };

  it.each([
    ['an HTTP error', { status: 500, body: { message: 'boom' } }, 'unavailable'],
    ['an HTML page', { status: 200, body: '<html>busy</html>' }, 'bad-answer'],
    ['JSON of another shape', { status: 200, body: { unexpected: true, features: 'no' } }, 'bad-answer'],
    ['no answer in time', { delayMs: 2000, body: {} }, 'timeout'],
  ])('turns %s into a GeocoderError', async (_, answer, failure_) => {
    const error = await failure(answer);
    expect(error).toBeInstanceOf(GeocoderError);
    expect((error as GeocoderError).failure).toBe(failure_);
  });

  it('turns an unreachable service into a GeocoderError', async () => {
    const service = await fake(() => ({}));
    const url = service.url;
    await service.close();
    server = undefined;
    const error = await createExternalGeocoder({ kind, url })
      .geocode('Curitiba')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'GeocoderError', failure: 'unavailable' });
  });

  it("rejects with the caller's abort, not a service failure", async () => {
    const service = await fake(() => ({ delayMs: 2000 }));
    const controller = new AbortController();
    const pending = createExternalGeocoder({ kind, url: service.url }).suggest('Curitiba', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error('cancelled by the user')), 50);
    await expect(pending).rejects.toThrow('cancelled by the user');
  });
});
