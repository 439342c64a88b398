import { describe, it, expect } from 'vitest';
import type { Waypoint } from './waypoint.ts';
import { isSameCalculation, waypointsCacheKey } from './waypoints-cache-key.ts';

function stop(searchText: string, lat: number, lng: number): Waypoint {
  return { searchText, coordinates: { lat, lng } };
}

const route = [stop('São Paulo', -23.5489, -46.6388), stop('Curitiba', -25.4284, -49.2733)];

describe('waypointsCacheKey: an identical repeat search is skipped', () => {
  it('is the same for equal waypoints', () => {
    const copy = route.map((waypoint) =>
      stop(waypoint.searchText, waypoint.coordinates.lat, waypoint.coordinates.lng),
    );
    expect(waypointsCacheKey(copy)).toBe(waypointsCacheKey(route));
  });

  it.each([
    { name: 'a moved position', other: [route[0], stop('Curitiba', -25.43, -49.2733)] },
    { name: 'another text', other: [route[0], stop('Curitiba, PR', -25.4284, -49.2733)] },
    { name: 'another order', other: [route[1], route[0]] },
    { name: 'one more stop', other: [...route, stop('Joinville', -26.3, -48.8)] },
    { name: 'text that could fool a naive join', other: [stop('São Paulo,-23.5489', -46.6388, 1), route[1]] },
  ])('differs for $name', ({ other }) => {
    expect(waypointsCacheKey(other.filter((w): w is Waypoint => w != null))).not.toBe(
      waypointsCacheKey(route),
    );
  });

  it('differs when the context (vehicle, options) differs', () => {
    expect(waypointsCacheKey(route, { axis: 6 })).not.toBe(waypointsCacheKey(route, { axis: 2 }));
    expect(waypointsCacheKey(route, { axis: 6 })).toBe(waypointsCacheKey(route, { axis: 6 }));
  });
});

describe('isSameCalculation', () => {
  it.each([
    { name: 'same waypoints', previous: waypointsCacheKey(route), expected: true },
    { name: 'no previous calculation (null)', previous: null, expected: false },
    { name: 'no previous calculation (undefined)', previous: undefined, expected: false },
    {
      name: 'other waypoints',
      previous: waypointsCacheKey([route[1] as Waypoint, route[0] as Waypoint]),
      expected: false,
    },
  ])('$name → $expected', ({ previous, expected }) => {
    expect(isSameCalculation(previous, route)).toBe(expected);
  });

  it('compares the context too', () => {
    const previous = waypointsCacheKey(route, { type_route: 'efficient' });
    expect(isSameCalculation(previous, route, { type_route: 'efficient' })).toBe(true);
    expect(isSameCalculation(previous, route, { type_route: 'shortest' })).toBe(false);
  });
});
