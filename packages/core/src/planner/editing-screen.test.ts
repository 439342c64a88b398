import { describe, it, expect } from 'vitest';
import type { Waypoint } from './waypoint.ts';
import { emptyWaypoint } from './waypoint.ts';
import type { EditingState } from './editing-screen.ts';
import {
  closeSearch,
  DESTINATION_SEARCH_DELAY_MS,
  EDITING_SCREEN,
  initialEditingState,
  listScreenFor,
  openSearch,
  startAddDestination,
} from './editing-screen.ts';

function stop(name: string): Waypoint {
  return Object.freeze({ searchText: name, coordinates: Object.freeze({ lat: -20, lng: -45 }) });
}

const empty = emptyWaypoint();

function searching(index: number): EditingState {
  return Object.freeze({ screen: EDITING_SCREEN.SEARCH, searchIndex: index });
}

describe('editing-screen states: 0 normal list; 1 multi-stop list; 2 search screen', () => {
  it('has the SPEC numbers', () => {
    expect(EDITING_SCREEN).toEqual({ LIST: 0, MULTI_STOP_LIST: 1, SEARCH: 2 });
    expect(DESTINATION_SEARCH_DELAY_MS).toBe(100);
  });

  it.each([
    { count: 0, expected: 0 },
    { count: 2, expected: 0 },
    { count: 3, expected: 1 },
    { count: 6, expected: 1 },
  ])('the list for $count waypoints is screen $expected', ({ count, expected }) => {
    expect(listScreenFor(count)).toBe(expected);
  });

  it.each([
    { waypoints: [empty, empty], expected: { screen: 0, searchIndex: null } },
    { waypoints: [empty], expected: { screen: 0, searchIndex: null } },
    { waypoints: [empty, empty, empty], expected: { screen: 1, searchIndex: null } },
  ])('starts on the list screen that fits', ({ waypoints, expected }) => {
    expect(initialEditingState(waypoints)).toEqual(expected);
  });
});

describe('openSearch', () => {
  it('opens the search screen for one waypoint', () => {
    const state = Object.freeze({ screen: EDITING_SCREEN.LIST, searchIndex: null });
    expect(openSearch(state, 1)).toEqual({ screen: 2, searchIndex: 1 });
    expect(state).toEqual({ screen: 0, searchIndex: null });
  });
});

describe('closeSearch: leads to the list (0 for two stops, 1 for more)', () => {
  it.each([
    {
      name: 'destination search, two stops',
      state: searching(1),
      waypoints: [stop('A'), stop('B')],
      screen: 0,
    },
    {
      name: 'stop search, three stops',
      state: searching(1),
      waypoints: [stop('A'), stop('B'), stop('C')],
      screen: 1,
    },
    {
      name: 'origin search, three stops',
      state: searching(0),
      waypoints: [stop('A'), empty, empty],
      screen: 1,
    },
    {
      name: 'origin search, destination filled',
      state: searching(0),
      waypoints: [stop('A'), stop('B')],
      screen: 0,
    },
    {
      name: 'origin search left without a position',
      state: searching(0),
      waypoints: [empty, empty],
      screen: 0,
    },
    {
      name: 'not on the search screen',
      state: { screen: EDITING_SCREEN.LIST, searchIndex: 0 } as const,
      waypoints: [stop('A'), empty],
      screen: 0,
    },
  ])('$name → screen $screen, no follow-up', ({ state, waypoints, screen }) => {
    expect(closeSearch(state, waypoints)).toEqual({ state: { screen, searchIndex: null }, followUp: null });
  });

  it('origin edited while the destination is still empty: list, then the destination search after 100 ms', () => {
    expect(closeSearch(searching(0), [stop('São Paulo'), empty])).toEqual({
      state: { screen: EDITING_SCREEN.LIST, searchIndex: null },
      followUp: { delayMs: 100, openSearchFor: 1 },
    });
  });

  it('a destination with text but no position is still empty of position', () => {
    const typed: Waypoint = { searchText: 'Curi', coordinates: { lat: 0, lng: 0 } };
    expect(closeSearch(searching(0), [stop('São Paulo'), typed]).followUp).toEqual({
      delayMs: DESTINATION_SEARCH_DELAY_MS,
      openSearchFor: 1,
    });
  });
});

describe('startAddDestination: appends an empty waypoint and switches to search for it', () => {
  it.each([
    { waypoints: [stop('A'), stop('B')], searchIndex: 2 },
    { waypoints: [stop('A'), stop('B'), stop('C')], searchIndex: 3 },
    { waypoints: [stop('A')], searchIndex: 2 },
  ])('from $waypoints.length waypoints → search for index $searchIndex', ({ waypoints, searchIndex }) => {
    const input = Object.freeze([...waypoints]);
    const result = startAddDestination(input);
    expect(result.state).toEqual({ screen: EDITING_SCREEN.SEARCH, searchIndex });
    expect(result.waypoints).toHaveLength(searchIndex + 1);
    expect(result.waypoints[searchIndex]).toEqual(emptyWaypoint());
    expect(input).toHaveLength(waypoints.length);
  });
});
