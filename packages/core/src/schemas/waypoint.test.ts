import { describe, expect, it } from 'vitest';
import { waypointSchema } from './waypoint.ts';

describe('planner waypoint: searchText and coordinates (default 0,0)', () => {
  it.each([
    [{}, { searchText: '', coordinates: { lat: 0, lng: 0 } }],
    [{ searchText: 'Curitiba, PR' }, { searchText: 'Curitiba, PR', coordinates: { lat: 0, lng: 0 } }],
    [
      { searchText: '-25.4284,-49.2733', coordinates: { lat: -25.4284, lng: -49.2733 } },
      { searchText: '-25.4284,-49.2733', coordinates: { lat: -25.4284, lng: -49.2733 } },
    ],
  ])('%j reads as %j', (input, expected) => {
    expect(waypointSchema.parse(input)).toEqual(expected);
  });

  it.each([[{ searchText: 3 }], [{ coordinates: { lat: -100, lng: 0 } }]])('rejects %j', (input) => {
    expect(waypointSchema.safeParse(input).success).toBe(false);
  });
});
