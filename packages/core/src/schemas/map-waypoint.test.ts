import { describe, expect, it } from 'vitest';
import { locationTypeSchema, mapWaypointSchema } from './map-waypoint.ts';

describe('map waypoint: latLng, name and optional routing hints', () => {
  it('needs only a position; the name defaults to empty', () => {
    expect(mapWaypointSchema.parse({ latLng: { lat: -23.5, lng: -46.6 } })).toEqual({
      latLng: { lat: -23.5, lng: -46.6 },
      name: '',
    });
  });

  it('keeps every routing hint', () => {
    const waypoint = {
      latLng: { lat: -23.5, lng: -46.6 },
      name: 'Depósito',
      type: 'through',
      heading: 90,
      heading_tolerance: 45,
      street: 'Avenida Paulista',
      way_id: 123456,
      minimum_reachability: 50,
      radius: 30,
    };
    expect(mapWaypointSchema.parse(waypoint)).toEqual(waypoint);
  });

  it.each([
    [{ latLng: { lat: 0, lng: 0 }, type: 'stop' }],
    [{ latLng: { lat: 0, lng: 0 }, heading: 361 }],
    [{ latLng: { lat: 0, lng: 0 }, heading_tolerance: 181 }],
    [{ latLng: { lat: 0, lng: 0 }, radius: -1 }],
    [{ name: 'x' }],
  ])('rejects %j', (input) => {
    expect(mapWaypointSchema.safeParse(input).success).toBe(false);
  });

  it('knows the four location types', () => {
    expect(locationTypeSchema.options).toEqual(['break', 'through', 'via', 'break_through']);
  });
});
