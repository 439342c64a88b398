import { describe, it, expect } from 'vitest';
import type { Waypoint } from './waypoint.ts';
import { emptyWaypoint } from './waypoint.ts';
import {
  addDestinationByCoordinates,
  moveWaypointMarker,
  setOriginByCoordinates,
  waypointAt,
} from './waypoint-by-coordinates.ts';

function stop(name: string, lat = -20, lng = -45): Waypoint {
  return Object.freeze({ searchText: name, coordinates: Object.freeze({ lat, lng }) });
}

function frozen(...waypoints: Waypoint[]): readonly Waypoint[] {
  return Object.freeze(waypoints);
}

describe("waypointAt: the position as 'lat,lng' text", () => {
  it('stores the coordinates and the text', () => {
    expect(waypointAt(-23.5489, -46.6388)).toEqual({
      searchText: '-23.5489,-46.6388',
      coordinates: { lat: -23.5489, lng: -46.6388 },
    });
  });

  it('rounds only the text', () => {
    expect(waypointAt(-23.548912345, -46.6)).toEqual({
      searchText: '-23.548912,-46.6',
      coordinates: { lat: -23.548912345, lng: -46.6 },
    });
  });
});

describe("setOriginByCoordinates: stores 'lat,lng' as the text", () => {
  it('replaces the origin and keeps the rest', () => {
    const input = frozen(stop('São Paulo'), stop('Curitiba'));
    const result = setOriginByCoordinates(input, -22.9, -43.2);
    expect(result).toEqual([waypointAt(-22.9, -43.2), stop('Curitiba')]);
    expect(input[0]).toEqual(stop('São Paulo'));
  });

  it('pads a short list first', () => {
    expect(setOriginByCoordinates(frozen(), -22.9, -43.2)).toEqual([
      waypointAt(-22.9, -43.2),
      emptyWaypoint(),
    ]);
  });
});

describe('addDestinationByCoordinates: fills the empty second waypoint, or else appends', () => {
  it('fills the empty second waypoint', () => {
    const result = addDestinationByCoordinates(frozen(stop('São Paulo'), emptyWaypoint()), -25.4, -49.3);
    expect(result).toEqual([stop('São Paulo'), waypointAt(-25.4, -49.3)]);
  });

  it('appends when the second waypoint is filled', () => {
    const result = addDestinationByCoordinates(frozen(stop('São Paulo'), stop('Curitiba')), -25.4, -49.3);
    expect(result).toEqual([stop('São Paulo'), stop('Curitiba'), waypointAt(-25.4, -49.3)]);
  });

  it('does not overwrite a second waypoint that has text awaiting its position', () => {
    const typed: Waypoint = { searchText: 'Curitiba', coordinates: { lat: 0, lng: 0 } };
    expect(addDestinationByCoordinates(frozen(stop('São Paulo'), typed), -25.4, -49.3)).toHaveLength(3);
  });

  it('never fills the origin', () => {
    expect(addDestinationByCoordinates(frozen(emptyWaypoint(), emptyWaypoint()), -25.4, -49.3)).toEqual([
      emptyWaypoint(),
      waypointAt(-25.4, -49.3),
    ]);
  });

  it('fills the first empty destination of a longer list', () => {
    const result = addDestinationByCoordinates(frozen(stop('A'), stop('B'), emptyWaypoint()), -25.4, -49.3);
    expect(result).toEqual([stop('A'), stop('B'), waypointAt(-25.4, -49.3)]);
  });

  it('pads a short list first', () => {
    expect(addDestinationByCoordinates(frozen(stop('A')), -25.4, -49.3)).toEqual([
      stop('A'),
      waypointAt(-25.4, -49.3),
    ]);
  });
});

describe('moveWaypointMarker: dragging a marker updates its coordinates and clears its name', () => {
  it("replaces the name by the new 'lat,lng'", () => {
    const input = frozen(stop('São Paulo'), stop('Campinas'), stop('Curitiba'));
    const result = moveWaypointMarker(input, 1, -22.95, -47.1);
    expect(result).toEqual([stop('São Paulo'), waypointAt(-22.95, -47.1), stop('Curitiba')]);
    expect(result[1]?.searchText).not.toContain('Campinas');
    expect(input[1]).toEqual(stop('Campinas'));
  });

  it('an index outside the list changes nothing', () => {
    const input = frozen(stop('A'), stop('B'));
    expect(moveWaypointMarker(input, 5, 1, 1)).toEqual(input);
  });
});
