import { describe, expect, it } from 'vitest';
import type { Geocoder, GeocodeHit } from '../geocoding/geocoder.ts';
import { createLogger } from '../logging/logger.ts';
import { municipalityIndex } from './municipality-index.ts';
import { resolveWaypoints } from './resolve-waypoints.ts';

const municipalities = municipalityIndex([
  { ibge_code: 4106902, name: 'Curitiba', uf: 'PR', lat: -25.4195, lng: -49.2646, capital: true },
]);
const logger = createLogger('silent');

function geocoder(answer: (text: string) => GeocodeHit | null | Error): Geocoder & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    suggest: async () => [],
    reverse: async () => null,
    geocode: async (text) => {
      asked.push(text);
      const hit = answer(text);
      if (hit instanceof Error) throw hit;
      return hit;
    },
  };
}

const hit = (lat: number, lng: number): GeocodeHit => ({
  label: 'Rua X',
  lat,
  lng,
  matchLevel: 'street',
  countryCode: 'BRA',
  address: { country: 'Brasil' },
});

describe('waypoint positions', () => {
  it('keeps given positions, reads coordinate text and municipality names without a geocoder', async () => {
    const result = await resolveWaypoints(
      [{ name: '', lat: -23.5, lng: -46.6 }, { name: ' -24.1, -47.2' }, { name: 'Curitiba - PR' }],
      { municipalities, logger },
    );
    expect(result).toEqual({
      ok: true,
      waypoints: [
        { addr: '-23.5,-46.6', lat: -23.5, lng: -46.6 },
        { addr: ' -24.1, -47.2', lat: -24.1, lng: -47.2 },
        { addr: 'Curitiba - PR', lat: -25.4195, lng: -49.2646 },
      ],
    });
  });

  it('asks the geocoder for names, and names the first waypoint nothing matches', async () => {
    const coder = geocoder((text) => (text === 'Rua X, 10' ? hit(-23.6, -46.7) : null));
    expect(
      await resolveWaypoints([{ name: 'Rua X, 10' }, { name: 'Rua Y' }, { name: 'Rua Z' }], {
        geocoder: coder,
        municipalities,
        logger,
      }),
    ).toEqual({
      ok: false,
      address: 'Rua Y',
    });
    const ok = await resolveWaypoints([{ name: 'Rua X, 10' }, { name: '-25,-49' }], {
      geocoder: coder,
      municipalities,
      logger,
    });
    expect(ok).toMatchObject({
      ok: true,
      waypoints: [
        { lat: -23.6, lng: -46.7 },
        { lat: -25, lng: -49 },
      ],
    });
    expect(coder.asked).not.toContain('-25,-49');
  });

  it('falls back to the municipality names when the geocoder fails', async () => {
    const broken = geocoder(() => new Error('connect ECONNREFUSED'));
    const result = await resolveWaypoints([{ name: 'curitiba' }, { name: 'Rua X' }], {
      geocoder: broken,
      municipalities,
      logger,
    });
    expect(result).toEqual({ ok: false, address: 'Rua X' });
    expect(broken.asked).toEqual(['curitiba', 'Rua X']);
  });
});
