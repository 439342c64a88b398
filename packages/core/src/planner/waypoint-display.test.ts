import { describe, it, expect } from 'vitest';
import type { Waypoint } from './waypoint.ts';
import { emptyWaypoint } from './waypoint.ts';
import {
  DESTINATION_LETTER_COLOR,
  DESTINATION_PLACEHOLDER,
  DRAG_WAYPOINT_TOOLTIP,
  INTERMEDIATE_LETTER_COLOR,
  intermediatePlaceholder,
  ORIGIN_LETTER_COLOR,
  ORIGIN_PLACEHOLDER,
  REMOVE_WAYPOINT_TOOLTIP,
  waypointDisplayConfig,
} from './waypoint-display.ts';

function waypoints(count: number): readonly Waypoint[] {
  return Object.freeze(Array.from({ length: count }, () => emptyWaypoint()));
}

describe('waypoint editor strings', () => {
  it.each([
    { name: 'origin placeholder', value: ORIGIN_PLACEHOLDER, expected: 'Origem' },
    { name: 'destination placeholder', value: DESTINATION_PLACEHOLDER, expected: 'Destino' },
    { name: 'remove tooltip', value: REMOVE_WAYPOINT_TOOLTIP, expected: 'Remover destino' },
    { name: 'drag tooltip', value: DRAG_WAYPOINT_TOOLTIP, expected: 'Arraste para mover' },
  ])('$name is $expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });

  it('letter colours: first blue, last red, others black', () => {
    expect([ORIGIN_LETTER_COLOR, DESTINATION_LETTER_COLOR, INTERMEDIATE_LETTER_COLOR]).toEqual([
      '#1976d2',
      '#d32f2f',
      '#000000',
    ]);
  });
});

describe('waypointDisplayConfig', () => {
  it('two waypoints: A blue Origem with dots, B red Destino with the add icon; both remove icons hidden', () => {
    expect(waypointDisplayConfig(waypoints(2))).toEqual([
      {
        letter: 'A',
        letterColor: ORIGIN_LETTER_COLOR,
        placeholder: 'Origem',
        showRemoveIcon: false,
        showAddIcon: false,
        showDots: true,
      },
      {
        letter: 'B',
        letterColor: DESTINATION_LETTER_COLOR,
        placeholder: 'Destino',
        showRemoveIcon: false,
        showAddIcon: true,
        showDots: false,
      },
    ]);
  });

  it('three waypoints show every remove icon and no add icon', () => {
    const rows = waypointDisplayConfig(waypoints(3));
    expect(rows.map((row) => row.showRemoveIcon)).toEqual([true, true, true]);
    expect(rows.map((row) => row.showAddIcon)).toEqual([false, false, false]);
  });

  it.each([2, 3, 5])('view mode hides every remove and add icon (%i waypoints)', (count) => {
    const rows = waypointDisplayConfig(waypoints(count), { viewMode: true });
    expect(rows.every((row) => !row.showRemoveIcon && !row.showAddIcon)).toBe(true);
  });

  it('four waypoints: letters, colours, placeholders and dots per row', () => {
    const rows = waypointDisplayConfig(waypoints(4));
    expect(rows.map((row) => [row.letter, row.letterColor, row.placeholder, row.showDots])).toEqual([
      ['A', '#1976d2', 'Origem', true],
      ['B', '#000000', 'Ponto B', true],
      ['C', '#000000', 'Ponto C', true],
      ['D', '#d32f2f', 'Destino', false],
    ]);
  });

  it('the 27th row of 28 shows 27 and reads Ponto 27', () => {
    const row = waypointDisplayConfig(waypoints(28))[26];
    expect(row).toMatchObject({
      letter: '27',
      placeholder: 'Ponto 27',
      letterColor: INTERMEDIATE_LETTER_COLOR,
    });
  });

  it('the 27th row of 27 is the destination', () => {
    const row = waypointDisplayConfig(waypoints(27))[26];
    expect(row).toMatchObject({
      letter: '27',
      placeholder: 'Destino',
      letterColor: DESTINATION_LETTER_COLOR,
    });
  });

  it.each([
    { index: 1, expected: 'Ponto B' },
    { index: 25, expected: 'Ponto Z' },
    { index: 26, expected: 'Ponto 27' },
  ])('intermediatePlaceholder($index) → $expected', ({ index, expected }) => {
    expect(intermediatePlaceholder(index)).toBe(expected);
  });
});
