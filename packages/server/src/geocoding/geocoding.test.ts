import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { locationSuggestionResponseSchema } from '@freight/core';
import { createApp } from '../app.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { backends } from '../test-support/test-database.ts';
import { createEmbeddedGeocoder } from './embedded-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { GeocoderError } from './geocoder.ts';
import { geocodeAnswerSchema, GEOCODING_MESSAGES } from './geocoding-input.ts';
import { sharedGazetteer } from './test-support/shared-gazetteer.ts';

let geocoder: Geocoder;
beforeAll(async () => {
  geocoder = createEmbeddedGeocoder(await sharedGazetteer(['sao-paulo-centro']));
}, 60_000);

describe.each(backends)('address search API on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, {}, { geocoder });
  }, 60_000);
  afterAll(() => api?.close());

  const get = (path: string) => api.as('operatorA').get(path);
  const q = (text: string) => encodeURIComponent(text);

  /** The same app with another geocoder in its context (or none). */
  async function callWith(other: Geocoder | undefined, path: string) {
    const app = createApp({ ...api.ctx, geocoder: other });
    const res = await app.request(path, {
      headers: { authorization: `Bearer ${await api.token('operatorA')}` },
    });
    return { status: res.status, body: (await res.json()) as { message: string; data: unknown } };
  }

  it('needs a login', async () => {
    for (const path of [
      '/api/geocode?q=Curitiba',
      '/api/geocode/suggestions?q=Curitiba',
      '/api/geocode/reverse?lat=-23.5&lng=-46.6',
    ]) {
      expect((await api.as(null).get(path)).status).toBe(401);
    }
  });

  it('lets any logged-in user search, even without permissions', async () => {
    expect((await api.as('guestA').get('/api/geocode?q=Curitiba')).status).toBe(200);
  });

  describe('GET /api/geocode', () => {
    it('answers data.coords of the best place, with its label and match level (SPEC §7)', async () => {
      const res = await get(`/api/geocode?q=${q('Curitba')}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, statusCode: 200 });
      const data = geocodeAnswerSchema.parse(res.body.data);
      expect(data).toMatchObject({
        coords: { lat: -25.4195, lng: -49.2646 },
        label: 'Curitiba, PR',
        matchLevel: 'city',
        address: { city: 'Curitiba', state: 'PR' },
      });
    });

    it('finds streets of the São Paulo sample in their municipality', async () => {
      const res = await get(`/api/geocode?q=${q('Avenida Paulista')}`);
      expect(res.body.data).toMatchObject({
        label: 'Avenida Paulista - São Paulo, SP',
        matchLevel: 'street',
      });
      const numbered = await get(`/api/geocode?q=${q('Av Paulista 1000')}`);
      expect(numbered.body.data).toMatchObject({
        matchLevel: 'houseNumber',
        interpolated: true,
        address: { houseNumber: '1000' },
      });
    });

    it('reads coordinate text as the position itself', async () => {
      const res = await get(`/api/geocode?q=${q('-23.55,-46.63')}`);
      expect(res.body.data).toMatchObject({ coords: { lat: -23.55, lng: -46.63 }, fromCoordinates: true });
    });

    it("answers 404 'Endereço não encontrado.' when nothing matches", async () => {
      const res = await get(`/api/geocode?q=${q('xyzzy qwfp')}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: GEOCODING_MESSAGES.notFound });
    });

    it('refuses a missing or blank q with the required-field message', async () => {
      for (const path of ['/api/geocode', '/api/geocode?q=', '/api/geocode?q=%20%20']) {
        const res = await get(path);
        expect(res.status).toBe(422);
        expect(res.body.details).toEqual({ q: 'Esse campo é obrigatório' });
      }
    });
  });

  describe('GET /api/geocode/suggestions', () => {
    it('answers the SPEC §3 location-suggestion response, best first', async () => {
      const res = await get(`/api/geocode/suggestions?q=${q('sao paulo')}&limit=5`);
      expect(res.status).toBe(200);
      const data = locationSuggestionResponseSchema.parse(res.body.data);
      expect(data.suggestions).toHaveLength(5);
      expect(data.suggestions[0]).toMatchObject({
        matchLevel: 'city',
        countryCode: 'BRA',
        address: { country: 'Brasil', state: 'SP', city: 'São Paulo' },
        position: { lat: -23.5329, lng: -46.6395 },
        label: 'São Paulo, SP',
      });
    });

    it.each([
      ['Campinas, SP', 'Campinas, SP'],
      ['Curitba', 'Curitiba, PR'],
      ['R. da Consolação, 2371', 'Rua da Consolação, 2371 - São Paulo, SP'],
    ])('%j → %s first', async (text, label) => {
      const res = await get(`/api/geocode/suggestions?q=${q(text)}`);
      expect(res.body.data.suggestions[0].label).toBe(label);
    });

    it('answers an empty list for blank text', async () => {
      for (const path of [
        '/api/geocode/suggestions',
        '/api/geocode/suggestions?q=',
        '/api/geocode/suggestions?q=%20',
      ]) {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({ suggestions: [] });
      }
    });

    it('keeps to the limit, 10 by default', async () => {
      expect((await get('/api/geocode/suggestions?q=s')).body.data.suggestions).toHaveLength(10);
      expect((await get('/api/geocode/suggestions?q=s&limit=20')).body.data.suggestions).toHaveLength(20);
    });
  });

  describe('GET /api/geocode/reverse', () => {
    it('answers the street at a point on Avenida Paulista', async () => {
      const res = await get('/api/geocode/reverse?lat=-23.56415&lng=-46.6533');
      expect(res.status).toBe(200);
      expect(geocodeAnswerSchema.parse(res.body.data)).toMatchObject({
        matchLevel: 'street',
        label: 'Avenida Paulista - São Paulo, SP',
      });
    });

    it('answers the nearest municipality away from streets, 404 far from Brazil', async () => {
      expect((await get('/api/geocode/reverse?lat=-25.42&lng=-49.26')).body.data).toMatchObject({
        label: 'Curitiba, PR',
      });
      const far = await get('/api/geocode/reverse?lat=40.7&lng=-74');
      expect(far.status).toBe(404);
      expect(far.body.message).toBe(GEOCODING_MESSAGES.nothingNear);
    });
  });

  describe('absurd input gets a clean 4xx with a pt-BR message', () => {
    it.each([
      ['a 10 kB query', `/api/geocode?q=${'a'.repeat(10_000)}`, 'q', GEOCODING_MESSAGES.tooLong],
      [
        'a 10 kB suggestion query',
        `/api/geocode/suggestions?q=${'a'.repeat(10_000)}`,
        'q',
        GEOCODING_MESSAGES.tooLong,
      ],
      [
        'control characters',
        `/api/geocode/suggestions?q=${q('Curi\u0007tiba\u001b')}`,
        'q',
        GEOCODING_MESSAGES.badCharacters,
      ],
      ['a NUL character', `/api/geocode?q=${q('Curitiba\u0000')}`, 'q', 'Caractere inválido'],
      ['a limit of 0', '/api/geocode/suggestions?q=a&limit=0', 'limit', GEOCODING_MESSAGES.badLimit],
      ['a limit of 500', '/api/geocode/suggestions?q=a&limit=500', 'limit', GEOCODING_MESSAGES.badLimit],
      [
        'a limit that is not a number',
        '/api/geocode/suggestions?q=a&limit=dez',
        'limit',
        GEOCODING_MESSAGES.badLimit,
      ],
      [
        'a latitude that is not a number',
        '/api/geocode/reverse?lat=abc&lng=-46.6',
        'lat',
        GEOCODING_MESSAGES.badNumber,
      ],
      [
        'a longitude in exponent notation',
        '/api/geocode/reverse?lat=-23.5&lng=1e3',
        'lng',
        GEOCODING_MESSAGES.badNumber,
      ],
      [
        'a latitude out of range',
        '/api/geocode/reverse?lat=-95&lng=-46.6',
        'lat',
        GEOCODING_MESSAGES.badLatitude,
      ],
      [
        'a longitude out of range',
        '/api/geocode/reverse?lat=-23.5&lng=200',
        'lng',
        GEOCODING_MESSAGES.badLongitude,
      ],
      ['a missing longitude', '/api/geocode/reverse?lat=-23.5', 'lng', 'Esse campo é obrigatório'],
    ])('%s', async (_, path, field, message) => {
      const res = await get(path);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, statusCode: 422 });
      expect(res.body.details[field]).toBe(message);
    });

    it('never answers a 5xx, whatever the text', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 300, unit: 'binary' }), async (text) => {
          const suggestions = await get(`/api/geocode/suggestions?q=${q(text)}&limit=3`);
          const geocode = await get(`/api/geocode?q=${q(text)}`);
          expect(suggestions.status).toBeLessThan(500);
          expect(geocode.status).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });
  });

  describe('without a working geocoder', () => {
    it('answers 503 with a pt-BR message when none is set up', async () => {
      for (const path of [
        '/api/geocode?q=Curitiba',
        '/api/geocode/suggestions?q=Curitiba',
        '/api/geocode/reverse?lat=-23.5&lng=-46.6',
      ]) {
        const res = await callWith(undefined, path);
        expect(res.status).toBe(503);
        expect(res.body.message).toBe(GEOCODING_MESSAGES.unavailable);
      }
    });

    it('answers 504 when the external service times out and 502 when it fails', async () => {
      const failing = (failure: 'timeout' | 'unavailable'): Geocoder => ({
        suggest: () => Promise.reject(new GeocoderError(failure, 'fake')),
        geocode: () => Promise.reject(new GeocoderError(failure, 'fake')),
        reverse: () => Promise.reject(new GeocoderError(failure, 'fake')),
      });
      const timedOut = await callWith(failing('timeout'), '/api/geocode?q=Curitiba');
      expect(timedOut).toMatchObject({ status: 504, body: { message: GEOCODING_MESSAGES.timeout } });
      const failed = await callWith(failing('unavailable'), '/api/geocode/suggestions?q=Curitiba');
      expect(failed).toMatchObject({ status: 502, body: { message: GEOCODING_MESSAGES.failed } });
    });
  });
});
