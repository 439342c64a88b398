import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline, haversineMeters, seededRandom } from '@freight/core';
import type { LatLngTuple } from '@freight/core';
import { tripShape } from './trip-shape.ts';

/** The walk over decoded points, written plainly: the reference the columns are compared with. */
function plainShape(legs: { shape: string }[], joinToleranceM = 2) {
  const rows: { lat: number; lng: number; leg: number; index: number; along: number; joined: number }[] = [];
  legs.forEach((leg, legIndex) => {
    decodePolyline(leg.shape).forEach(([lat, lng], index) => {
      const previous = rows[rows.length - 1];
      let along = 0;
      if (previous) {
        const step = haversineMeters(previous.lat, previous.lng, lat, lng);
        const joined = index > 0 || step <= joinToleranceM;
        previous.joined = joined ? 1 : 0;
        along = previous.along + (joined ? step : 0);
      }
      rows.push({ lat, lng, leg: legIndex, index, along, joined: 0 });
    });
  });
  return rows;
}

/** A random trip of 1–4 legs: each starts where the last ended, a metre away, or far off (a gap). */
function randomLegs(random: () => number): { shape: string }[] {
  const legs: { shape: string }[] = [];
  let lat = -23.5 + random();
  let lng = -46.6 + random();
  for (let leg = 0, count = 1 + Math.floor(random() * 4); leg < count; leg++) {
    const start = random();
    if (leg > 0 && start < 0.3) lat += 0.000_005;
    else if (leg > 0 && start < 0.6) lat += 0.05;
    const points: LatLngTuple[] = [];
    for (let i = 0, n = 1 + Math.floor(random() * 40); i < n; i++) {
      if (i > 0) {
        lat += (random() - 0.5) * 0.01;
        lng += (random() - 0.5) * 0.01;
      }
      points.push([lat, lng]);
    }
    legs.push({ shape: encodePolyline(points, 6) });
  }
  return legs;
}

describe('the shape of a trip', () => {
  it('gives every point its position, leg, index in its leg and distance along, as a plain walk does', () => {
    const random = seededRandom(20_261_127);
    for (let trip = 0; trip < 300; trip++) {
      const legs = randomLegs(random);
      const shape = tripShape(legs);
      const expected = plainShape(legs);
      expect(shape.count).toBe(expected.length);
      expected.forEach((row, i) => {
        expect([shape.lat[i], shape.lng[i], shape.leg[i], shape.index[i]]).toEqual([
          row.lat,
          row.lng,
          row.leg,
          row.index,
        ]);
        expect(shape.along[i]).toBe(row.along);
        expect(shape.joined[i]).toBe(row.joined);
      });
    }
  });

  it('joins a leg that starts where the previous one ended, and not one that starts elsewhere', () => {
    const first = encodePolyline(
      [
        [-23.5, -46.6],
        [-23.51, -46.6],
      ],
      6,
    );
    const joinedLeg = encodePolyline(
      [
        [-23.51, -46.6],
        [-23.52, -46.6],
      ],
      6,
    );
    const farLeg = encodePolyline(
      [
        [-23.6, -46.6],
        [-23.61, -46.6],
      ],
      6,
    );
    const joined = tripShape([{ shape: first }, { shape: joinedLeg }]);
    expect([...joined.joined]).toEqual([1, 1, 1, 0]);
    expect(joined.along[3]).toBeCloseTo(2 * 1_111.95, 0);
    const apart = tripShape([{ shape: first }, { shape: farLeg }]);
    expect([...apart.joined]).toEqual([1, 0, 1, 0]);
    expect(apart.along[2]).toBe(apart.along[1]);
  });
});
