import { describe, expect, it } from 'vitest';
import {
  allWaypointsHavePosition,
  hasPosition,
  validateWaypointPosition,
  validateWaypointText,
} from './waypoint-position.ts';

const saoPaulo = { lat: -23.5489, lng: -46.6388 };
const rio = { lat: -22.9068, lng: -43.1729 };
const noPosition = { lat: 0, lng: 0 };

describe('a waypoint has a position unless it keeps the default {lat: 0, lng: 0}', () => {
  it.each([
    [saoPaulo, true],
    [{ lat: 0, lng: -51.07 }, true],
    [{ lat: -15.79, lng: 0 }, true],
    [{ lat: 90, lng: 180 }, true],
    [{ lat: -90, lng: -180 }, true],
    [noPosition, false],
    [{ lat: -0, lng: 0 }, false],
    [{ lat: Number.NaN, lng: -46.6 }, false],
    [{ lat: -23.5, lng: Number.NaN }, false],
    [{ lat: Number.POSITIVE_INFINITY, lng: -46.6 }, false],
    [{ lat: 90.1, lng: -46.6 }, false],
    [{ lat: -23.5, lng: -180.1 }, false],
    [null, false],
    [undefined, false],
  ])('%j has a position: %s', (coordinates, expected) => {
    expect(hasPosition(coordinates)).toBe(expected);
  });

  it.each([
    ['every waypoint positioned', [{ coordinates: saoPaulo }, { coordinates: rio }], true],
    [
      'three waypoints positioned',
      [{ coordinates: saoPaulo }, { coordinates: rio }, { coordinates: saoPaulo }],
      true,
    ],
    ['destination at default 0,0', [{ coordinates: saoPaulo }, { coordinates: noPosition }], false],
    ['origin without coordinates', [{ searchText: 'São Paulo' }, { coordinates: rio }], false],
    ['no waypoints', [], false],
  ])('a route can be requested (%s): %s', (_case, waypoints, expected) => {
    expect(allWaypointsHavePosition(waypoints)).toBe(expected);
  });

  it.each([
    [saoPaulo, null],
    [noPosition, 'VALIDATION_MISSING_POSITION'],
    [undefined, 'VALIDATION_MISSING_POSITION'],
  ])('validateWaypointPosition(%j) gives %s', (coordinates, message) => {
    expect(validateWaypointPosition(coordinates)).toBe(message);
  });
});

describe('each waypoint text must be non-empty (SPEC §5)', () => {
  it.each([
    ['São Paulo, SP', null],
    ['-23.5489,-46.6388', null],
    ['', 'VALIDATION_IS_REQUIRED'],
    ['   ', 'VALIDATION_IS_REQUIRED'],
    [null, 'VALIDATION_IS_REQUIRED'],
  ])('%j gives %s', (text, message) => {
    expect(validateWaypointText(text)).toBe(message);
  });
});
