import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/seeded-random.ts';
import { EARTH_RADIUS_M, haversineDistance, haversineMeters, haversineSteps } from './haversine.ts';

const SAO_PAULO = { lat: -23.5489, lng: -46.6388 };
const CURITIBA = { lat: -25.4284, lng: -49.2733 };

describe('haversine distance in metres', () => {
  it('São Paulo → Curitiba is about 339 km', () => {
    expect(haversineDistance(SAO_PAULO, CURITIBA) / 1000).toBeCloseTo(339, 0);
  });

  it('is symmetric and zero for the same point', () => {
    expect(haversineDistance(CURITIBA, SAO_PAULO)).toBeCloseTo(haversineDistance(SAO_PAULO, CURITIBA), 6);
    expect(haversineDistance(SAO_PAULO, SAO_PAULO)).toBe(0);
  });

  it.each([
    [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111_195],
    [{ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111_195],
    [{ lat: -23.5489, lng: -46.6388 }, { lat: -23.5489, lng: -46.6387 }, 10.2],
  ])('%j → %j ≈ %d m', (a, b, metres) => {
    expect(haversineDistance(a, b)).toBeCloseTo(metres, 0);
  });

  it('antipodes are half the circumference apart', () => {
    expect(haversineDistance({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_M,
      3,
    );
  });

  it('gives each step of a path exactly the distance haversineMeters gives for it', () => {
    const random = seededRandom(20_261_127);
    const count = 5_000;
    const lat = new Float64Array(count);
    const lng = new Float64Array(count);
    let at = [-23.5, -46.6];
    for (let i = 0; i < count; i++) {
      // steps of metres to tens of kilometres, and the same point twice
      const scale = [0, 1e-5, 1e-3, 0.3][Math.floor(random() * 4)]!;
      at = [at[0]! + (random() - 0.5) * scale, at[1]! + (random() - 0.5) * scale];
      lat[i] = Math.round(at[0]! * 1e6) / 1e6;
      lng[i] = Math.round(at[1]! * 1e6) / 1e6;
    }
    const steps = haversineSteps(lat, lng, count, new Float64Array(count).fill(-1));
    expect(steps[0]).toBe(0);
    for (let i = 1; i < count; i++) {
      expect(steps[i]).toBe(haversineMeters(lat[i - 1]!, lng[i - 1]!, lat[i]!, lng[i]!));
    }
    expect(haversineSteps(lat, lng, 0, new Float64Array(1).fill(-1))[0]).toBe(-1);
  });
});
