import { describe, it, expect } from 'vitest';
import type { Waypoint } from './waypoint.ts';
import { emptyWaypoint } from './waypoint.ts';
import {
  addWaypoint,
  clearWaypoints,
  createWaypointList,
  insertWaypoint,
  moveWaypoint,
  padWaypoints,
  removeWaypoint,
  swapWaypoints,
  updateWaypoint,
} from './waypoint-list.ts';

function stop(name: string, lat = -20, lng = -45): Waypoint {
  return Object.freeze({ searchText: name, coordinates: Object.freeze({ lat, lng }) });
}

function list(...names: string[]): readonly Waypoint[] {
  return Object.freeze(names.map((name) => stop(name)));
}

function names(waypoints: readonly Waypoint[]): string[] {
  return waypoints.map((waypoint) => waypoint.searchText);
}

describe('waypoint list: starts with two empty waypoints', () => {
  it('createWaypointList', () => {
    expect(createWaypointList()).toEqual([emptyWaypoint(), emptyWaypoint()]);
  });

  it('clearWaypoints goes back to two empty', () => {
    expect(clearWaypoints()).toEqual([emptyWaypoint(), emptyWaypoint()]);
  });
});

describe('padWaypoints: always keeps at least two, padding with empty ones', () => {
  it.each([
    { input: [], expected: ['', ''] },
    { input: ['A'], expected: ['A', ''] },
    { input: ['A', 'B'], expected: ['A', 'B'] },
    { input: ['A', 'B', 'C'], expected: ['A', 'B', 'C'] },
  ])('$input → $expected', ({ input, expected }) => {
    expect(names(padWaypoints(list(...input)))).toEqual(expected);
  });
});

describe('addWaypoint', () => {
  it('appends an empty waypoint by default', () => {
    const input = list('A', 'B');
    const result = addWaypoint(input);
    expect(result).toEqual([stop('A'), stop('B'), emptyWaypoint()]);
    expect(input).toHaveLength(2);
  });

  it('appends the given waypoint', () => {
    expect(names(addWaypoint(list('A', 'B'), stop('C')))).toEqual(['A', 'B', 'C']);
  });
});

describe('insertWaypoint: dragging onto the route inserts a new waypoint', () => {
  it.each([
    { index: 1, expected: ['A', 'X', 'B', 'C'] },
    { index: 2, expected: ['A', 'B', 'X', 'C'] },
    { index: 0, expected: ['X', 'A', 'B', 'C'] },
    { index: 3, expected: ['A', 'B', 'C', 'X'] },
    { index: 99, expected: ['A', 'B', 'C', 'X'] },
    { index: -5, expected: ['X', 'A', 'B', 'C'] },
  ])('at $index → $expected', ({ index, expected }) => {
    expect(names(insertWaypoint(list('A', 'B', 'C'), index, stop('X')))).toEqual(expected);
  });
});

describe('removeWaypoint: remove, then pad back to two', () => {
  it.each([
    { input: ['A', 'B', 'C', 'D'], index: 1, expected: ['A', 'C', 'D'] },
    { input: ['A', 'B', 'C'], index: 2, expected: ['A', 'B'] },
    { input: ['A', 'B', 'C'], index: 0, expected: ['B', 'C'] },
    { input: ['A', 'B'], index: 0, expected: ['B', ''] },
    { input: ['A', 'B'], index: 1, expected: ['A', ''] },
    { input: ['A', 'B', 'C'], index: 3, expected: ['A', 'B', 'C'] },
    { input: ['A', 'B', 'C'], index: -1, expected: ['A', 'B', 'C'] },
    { input: ['A', 'B', 'C'], index: 1.5, expected: ['A', 'B', 'C'] },
  ])('$input without $index → $expected', ({ input, index, expected }) => {
    expect(names(removeWaypoint(list(...input), index))).toEqual(expected);
  });

  it('removing down to two pads with an empty waypoint', () => {
    let waypoints: readonly Waypoint[] = list('A', 'B', 'C');
    waypoints = removeWaypoint(waypoints, 2);
    waypoints = removeWaypoint(waypoints, 1);
    waypoints = removeWaypoint(waypoints, 0);
    expect(waypoints).toEqual([emptyWaypoint(), emptyWaypoint()]);
  });
});

describe('updateWaypoint', () => {
  it('replaces the given fields of one waypoint', () => {
    const input = list('A', 'B');
    const result = updateWaypoint(input, 1, { searchText: 'Curitiba' });
    expect(result[1]).toEqual({ searchText: 'Curitiba', coordinates: { lat: -20, lng: -45 } });
    expect(result[0]).toBe(input[0]);
    expect(input[1]?.searchText).toBe('B');
  });

  it('replaces the coordinates whole', () => {
    const result = updateWaypoint(list('A', 'B'), 0, { coordinates: { lat: -25.4, lng: -49.3 } });
    expect(result[0]).toEqual({ searchText: 'A', coordinates: { lat: -25.4, lng: -49.3 } });
  });

  it.each([-1, 2, 7])('index %i outside the list changes nothing', (index) => {
    expect(names(updateWaypoint(list('A', 'B'), index, { searchText: 'X' }))).toEqual(['A', 'B']);
  });
});

describe('moveWaypoint: reorder', () => {
  it.each([
    { from: 0, to: 2, expected: ['B', 'C', 'A', 'D'] },
    { from: 3, to: 0, expected: ['D', 'A', 'B', 'C'] },
    { from: 1, to: 2, expected: ['A', 'C', 'B', 'D'] },
    { from: 2, to: 2, expected: ['A', 'B', 'C', 'D'] },
    { from: 4, to: 0, expected: ['A', 'B', 'C', 'D'] },
    { from: 0, to: 4, expected: ['A', 'B', 'C', 'D'] },
    { from: -1, to: 0, expected: ['A', 'B', 'C', 'D'] },
  ])('$from → $to gives $expected', ({ from, to, expected }) => {
    expect(names(moveWaypoint(list('A', 'B', 'C', 'D'), from, to))).toEqual(expected);
  });
});

describe('swapWaypoints: reverses origin and destination, or the whole list when more than two', () => {
  it.each([
    { input: ['A', 'B'], expected: ['B', 'A'] },
    { input: ['A', 'B', 'C'], expected: ['C', 'B', 'A'] },
    { input: ['A', 'B', 'C', 'D'], expected: ['D', 'C', 'B', 'A'] },
  ])('$input → $expected', ({ input, expected }) => {
    const frozen = list(...input);
    expect(names(swapWaypoints(frozen))).toEqual(expected);
    expect(names(frozen)).toEqual(input);
  });
});

describe('operations never mutate their input', () => {
  it.each([
    { name: 'addWaypoint', run: (w: readonly Waypoint[]) => addWaypoint(w) },
    { name: 'insertWaypoint', run: (w: readonly Waypoint[]) => insertWaypoint(w, 1, stop('X')) },
    { name: 'removeWaypoint', run: (w: readonly Waypoint[]) => removeWaypoint(w, 1) },
    { name: 'updateWaypoint', run: (w: readonly Waypoint[]) => updateWaypoint(w, 1, { searchText: 'X' }) },
    { name: 'moveWaypoint', run: (w: readonly Waypoint[]) => moveWaypoint(w, 0, 2) },
    { name: 'swapWaypoints', run: (w: readonly Waypoint[]) => swapWaypoints(w) },
    { name: 'padWaypoints', run: (w: readonly Waypoint[]) => padWaypoints(w) },
  ])('$name returns a new list and leaves the frozen input as it was', ({ run }) => {
    const input = list('A', 'B', 'C');
    const before = structuredClone(input);
    const result = run(input);
    expect(result).not.toBe(input);
    expect(input).toEqual(before);
  });
});
