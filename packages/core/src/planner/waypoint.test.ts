import { describe, it, expect } from 'vitest';
import { emptyWaypoint, hasCoordinates, isEmptyWaypoint, MIN_WAYPOINTS } from './waypoint.ts';

describe('emptyWaypoint', () => {
  it('has empty text and coordinates 0,0', () => {
    expect(emptyWaypoint()).toEqual({ searchText: '', coordinates: { lat: 0, lng: 0 } });
  });

  it('gives a fresh object each time', () => {
    expect(emptyWaypoint()).not.toBe(emptyWaypoint());
  });

  it('keeps at least two waypoints', () => {
    expect(MIN_WAYPOINTS).toBe(2);
  });
});

describe('hasCoordinates (0,0 = none)', () => {
  it.each([
    { lat: 0, lng: 0, expected: false },
    { lat: -23.5489, lng: -46.6388, expected: true },
    { lat: 0, lng: -46.6388, expected: true },
    { lat: -23.5489, lng: 0, expected: true },
    { lat: Number.NaN, lng: -46.6388, expected: false },
    { lat: -23.5489, lng: Number.POSITIVE_INFINITY, expected: false },
  ])('lat $lat, lng $lng → $expected', ({ lat, lng, expected }) => {
    expect(hasCoordinates({ searchText: 'x', coordinates: { lat, lng } })).toBe(expected);
  });
});

describe('isEmptyWaypoint', () => {
  it.each([
    { searchText: '', lat: 0, lng: 0, expected: true },
    { searchText: '   ', lat: 0, lng: 0, expected: true },
    { searchText: 'Curitiba', lat: 0, lng: 0, expected: false },
    { searchText: '', lat: -25.4, lng: -49.3, expected: false },
  ])('text "$searchText" at $lat,$lng → $expected', ({ searchText, lat, lng, expected }) => {
    expect(isEmptyWaypoint({ searchText, coordinates: { lat, lng } })).toBe(expected);
  });
});
