import { encodePolyline, routeResponseSchema } from '@freight/core';
import type { ValhallaTrip } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { twoAlternativesResponse } from '../test-support/route-fixtures.ts';
import { insertionIndex } from './route-insertion.ts';

/** A trip whose legs follow `legs` (each a list of `[lat, lng]`). */
function tripOf(legs: [number, number][][]): ValhallaTrip {
  const response = routeResponseSchema.parse(twoAlternativesResponse());
  const trip = response.rotas[0]!.rota.trip;
  const summary = { length: 1, time: 60 };
  return { ...trip, legs: legs.map((points) => ({ shape: encodePolyline(points), maneuvers: [], summary })) };
}

// São Paulo → Registro (leg 0), Registro → Curitiba (leg 1): waypoints A, B, C.
const THREE_STOPS = tripOf([
  [
    [-23.5489, -46.6388],
    [-24.4971, -47.8449],
  ],
  [
    [-24.4971, -47.8449],
    [-25.4284, -49.2733],
  ],
]);

describe('where a point dragged out of the route line is inserted', () => {
  it.each([
    ['on the first leg', { lat: -24.0, lng: -47.2 }, 1],
    ['on the second leg', { lat: -25.0, lng: -48.6 }, 2],
    ['beside the second leg', { lat: -24.95, lng: -48.65 }, 2],
  ])('a point %s goes at index %i', (_, point, index) => {
    expect(insertionIndex(THREE_STOPS, point, 3)).toBe(index);
  });

  it('with one leg it goes between origin and destination', () => {
    const trip = tripOf([
      [
        [-23.5489, -46.6388],
        [-25.4284, -49.2733],
      ],
    ]);
    expect(insertionIndex(trip, { lat: -24.5, lng: -47.9 }, 2)).toBe(1);
  });

  it('stays before the destination when the list has fewer waypoints than the route had', () => {
    expect(insertionIndex(THREE_STOPS, { lat: -25.0, lng: -48.6 }, 2)).toBe(1);
  });

  it('answers null for a trip without shapes', () => {
    expect(insertionIndex(tripOf([]), { lat: -24, lng: -47 }, 2)).toBeNull();
  });
});
