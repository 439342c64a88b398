import { beforeAll, describe, expect, it } from 'vitest';
import { locationSuggestionSchema, metersBetween } from '@freight/core';
import { createEmbeddedGeocoder } from './embedded-geocoder.ts';
import { GazetteerIndex } from './gazetteer-index.ts';
import type { GeocodeHit, Geocoder } from './geocoder.ts';
import { sharedGazetteer } from './test-support/shared-gazetteer.ts';

/** A point on Avenida Paulista (between Rua Pamplona and Alameda Campinas). */
const ON_PAULISTA = { lat: -23.56415, lng: -46.6533 };

describe('embedded geocoder over the shared data (municipalities, São Paulo, Porto Alegre, road network)', () => {
  let index: GazetteerIndex;
  let geocoder: Geocoder;
  beforeAll(async () => {
    index = new GazetteerIndex(
      await sharedGazetteer(['sao-paulo-centro', 'porto-alegre-centro', 'brasil-rodovias']),
    );
    geocoder = createEmbeddedGeocoder(index);
  }, 120_000);

  const first = async (query: string) => (await geocoder.suggest(query, { limit: 5 }))[0];
  const labels = async (query: string, limit = 5) =>
    (await geocoder.suggest(query, { limit })).map((hit) => hit.label);

  it.each([
    ['sao paulo', 'São Paulo, SP', 'city'],
    ['SÃO PAULO', 'São Paulo, SP', 'city'],
    ['Curitiba', 'Curitiba, PR', 'city'],
    ['Curitba', 'Curitiba, PR', 'city'], // one letter missing
    ['Cuirtiba', 'Curitiba, PR', 'city'], // two letters swapped
    ['Florianopols', 'Florianópolis, SC', 'city'],
    ['Campinas, SP', 'Campinas, SP', 'city'],
    ['Campinas - SP', 'Campinas, SP', 'city'],
    ['Campinas/SP', 'Campinas, SP', 'city'],
    ['campinas sp', 'Campinas, SP', 'city'],
    ['Bom Jesus, SC', 'Bom Jesus, SC', 'city'],
    ["Alta Floresta D'Oeste", "Alta Floresta D'Oeste, RO", 'city'],
    ['alta floresta d oeste', "Alta Floresta D'Oeste, RO", 'city'],
    ['Paraná', 'Paraná, Brasil', 'state'],
    ['SP', 'São Paulo, Brasil', 'state'],
    ['São Paulo, Brasil', 'São Paulo, Brasil', 'state'],
    ['Brasil', 'Brasil', 'country'],
    ['Avenida Paulista', 'Avenida Paulista - São Paulo, SP', 'street'],
    ['av paulista', 'Avenida Paulista - São Paulo, SP', 'street'],
    ['Av. Paulista, São Paulo', 'Avenida Paulista - São Paulo, SP', 'street'],
    ['R. Augusta', 'Rua Augusta - São Paulo, SP', 'street'],
    ['rua conde sarzedas', 'Rua Conde de Sarzedas - São Paulo, SP', 'street'],
    ['Av. Borges de Medeiros, Porto Alegre', 'Avenida Borges de Medeiros - Porto Alegre, RS', 'street'],
    ['Av. Paulista, 2160', 'Avenida Paulista, 2160 - São Paulo, SP', 'houseNumber'],
    ['Rua da Consolação 2371, São Paulo', 'Rua da Consolação, 2371 - São Paulo, SP', 'houseNumber'],
  ])('%j → %s (%s) first', async (query, label, matchLevel) => {
    expect(await first(query)).toMatchObject({ label, matchLevel, countryCode: 'BRA' });
  });

  it('ranks São Paulo, the capital, above the state of the same name and above other São Paulos', async () => {
    expect(await labels('sao paulo', 4)).toEqual([
      'São Paulo, SP',
      'São Paulo, Brasil',
      expect.stringMatching(/^São Paulo d/),
      expect.stringMatching(/^São Paulo d/),
    ]);
  });

  it('completes words being typed, bigger places first', async () => {
    expect(await first('curit')).toMatchObject({ label: 'Curitiba, PR' });
    expect(await first('porto ale')).toMatchObject({ label: 'Porto Alegre, RS' });
    expect(await labels('campinas')).toEqual(expect.arrayContaining(['Campinas, SP', 'Campinas do Sul, RS']));
  });

  it('puts whole names before completions and completions before typos', async () => {
    expect(await labels('curitiba')).toEqual(['Curitiba, PR', 'Curitibanos, SC', 'Muritiba, BA']);
    expect(await labels('paulista', 3)).toEqual([
      'Paulista, PE',
      'Paulista, PB',
      expect.stringMatching(/^Paulist/),
    ]);
  });

  it('ranks completions by importance: Campinas before Campina Grande for "campina"', async () => {
    const hits = await labels('campina', 10);
    expect(hits[0]).toBe('Campinas, SP');
    expect(hits).toContain('Campina Grande, PB');
  });

  it('gives a tagged house number at its own position, and an untagged one between its neighbours', async () => {
    const tagged = await first('Av. Paulista, 2160');
    expect(tagged).toMatchObject({
      address: { street: 'Avenida Paulista', houseNumber: '2160', city: 'São Paulo', state: 'SP' },
    });
    expect(tagged?.interpolated).toBeUndefined();
    const estimated = await first('Av Paulista 1000');
    expect(estimated).toMatchObject({
      matchLevel: 'houseNumber',
      interpolated: true,
      address: { houseNumber: '1000' },
    });
    // 509 and 2160 are tagged, 1.6 km apart: 1000 lies between them, on the avenue
    const at509 = { lat: -23.568226, lng: -46.648614 };
    const at2160 = { lat: -23.557822, lng: -46.660285 };
    const from509 = metersBetween(at509.lat, at509.lng, estimated!.lat, estimated!.lng);
    const to2160 = metersBetween(at2160.lat, at2160.lng, estimated!.lat, estimated!.lng);
    expect(from509).toBeGreaterThan(200);
    expect(to2160).toBeGreaterThan(800);
    expect((await geocoder.reverse(estimated!.lat, estimated!.lng))?.address.street).toBe('Avenida Paulista');
  });

  it('answers the street when it has no tagged numbers to place the number with', async () => {
    expect(await first('Rua Augusta 500')).toMatchObject({
      matchLevel: 'street',
      label: 'Rua Augusta - São Paulo, SP',
    });
  });

  it('finds numbered roads by their number, one entry per municipality', async () => {
    const hits = await geocoder.suggest('SP-330', { limit: 10 });
    expect(hits.length).toBe(10);
    expect(hits.every((hit) => hit.address.street === 'Via Anhanguera' && hit.address.state === 'SP')).toBe(
      true,
    );
    expect(new Set(hits.map((hit) => hit.address.city)).size).toBe(10);
    expect((await first('BR 116'))?.address.street).toBe('BR-116');
  });

  it('answers coordinate text with the typed position and what is there', async () => {
    const hits = await geocoder.suggest('-23.55,-46.63');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      fromCoordinates: true,
      label: '-23.55,-46.63',
      lat: -23.55,
      lng: -46.63,
      position: { lat: -23.55, lng: -46.63 },
      address: { city: 'São Paulo', state: 'SP' },
    });
    expect(await geocoder.suggest(' -23.55 , -46.63 ')).toHaveLength(1);
  });

  it.each(['', '   ', '0,-46', '1,2,3', '-23.5', '123', '-', '95,10'])(
    'gives nothing for blank or unreadable coordinate text %j (no text search)',
    async (query) => {
      expect(await geocoder.suggest(query)).toEqual([]);
      expect(await geocoder.geocode(query)).toBeNull();
    },
  );

  it('gives nothing for text that matches nothing', async () => {
    expect(await geocoder.suggest('xyzzy qwfp')).toEqual([]);
    expect(await geocoder.geocode('xyzzy qwfp')).toBeNull();
  });

  it('keeps to the limit and to 200 characters of absurd text', async () => {
    expect(await geocoder.suggest('s', { limit: 3 })).toHaveLength(3);
    expect(await geocoder.suggest('r', { limit: 500 })).toHaveLength(50);
    expect(await geocoder.suggest('r', { limit: Number.NaN })).toHaveLength(10);
    expect(await geocoder.suggest(`${'a'.repeat(10_000)}`)).toEqual([]);
    expect(await first('\u0000\u0007 curitiba \u001b')).toMatchObject({ label: 'Curitiba, PR' });
  });

  it('answers hits that are SPEC §3 location suggestions', async () => {
    for (const hit of await geocoder.suggest('sao', { limit: 20 })) {
      expect(locationSuggestionSchema.safeParse(hit).success).toBe(true);
      expect(hit.position).toEqual({ lat: hit.lat, lng: hit.lng });
    }
  });

  it('geocodes to the best suggestion', async () => {
    expect(await geocoder.geocode('Curitba')).toMatchObject({
      label: 'Curitiba, PR',
      lat: -25.4195,
      lng: -49.2646,
    });
  });

  describe('reverse', () => {
    it('gives the street under a point on Avenida Paulista, with its municipality', async () => {
      expect(await geocoder.reverse(ON_PAULISTA.lat, ON_PAULISTA.lng)).toMatchObject({
        matchLevel: 'street',
        label: 'Avenida Paulista - São Paulo, SP',
        address: { street: 'Avenida Paulista', city: 'São Paulo', state: 'SP' },
      });
    });

    it('gives a tagged house number right at the point', async () => {
      expect(await geocoder.reverse(-23.557822, -46.660285)).toMatchObject({
        matchLevel: 'houseNumber',
        label: 'Avenida Paulista, 2160 - São Paulo, SP',
      });
    });

    it('gives the road of the road network out of town', async () => {
      const hit = await geocoder.reverse(-22.9143, -47.0979); // 110 m off the Anhanguera in Campinas
      expect(hit).toMatchObject({ matchLevel: 'street', label: 'Via Anhanguera - Campinas, SP' });
    });

    it('gives the nearest municipality seat away from streets, and nothing far from Brazil', async () => {
      expect(await geocoder.reverse(-10, -55)).toMatchObject({
        matchLevel: 'city',
        address: { state: 'MT' },
      });
      expect(await geocoder.reverse(0, 0)).toBeNull();
      expect(await geocoder.reverse(Number.NaN, 10)).toBeNull();
      expect(await geocoder.reverse(91, 10)).toBeNull();
    });
  });

  it('stops at once when the call is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(geocoder.suggest('Curitiba', { signal: controller.signal })).rejects.toThrow();
  });

  // Its speed is measured by `pnpm bench` (geocoder-bench.ts), not here.
  it('suggests for a city, a misspelt city, a city with its state, an address and one or a few letters', async () => {
    const results: GeocodeHit[][] = [];
    for (const query of ['sao paulo', 'Curitba', 'Campinas, SP', 'Av Paulista 1000', 'r', 'rua au']) {
      results.push(await geocoder.suggest(query));
    }
    expect(results.every((hits) => hits.length > 0)).toBe(true);
  });
});
