import { describe, it, expect } from 'vitest';
import { waypointLabel } from './waypoint-label.ts';
import { markerLabel, WAYPOINT_MARKER_COLOR, WAYPOINT_MARKER_TEXT_COLOR } from './marker-label.ts';

describe('waypointLabel: A, B, C… for rows 1–26, then numbers', () => {
  it.each([
    { index: 0, row: 1, expected: 'A' },
    { index: 1, row: 2, expected: 'B' },
    { index: 2, row: 3, expected: 'C' },
    { index: 24, row: 25, expected: 'Y' },
    { index: 25, row: 26, expected: 'Z' },
    { index: 26, row: 27, expected: '27' },
    { index: 27, row: 28, expected: '28' },
    { index: 99, row: 100, expected: '100' },
  ])('row $row → $expected', ({ index, expected }) => {
    expect(waypointLabel(index)).toBe(expected);
  });

  it("the 27th row never shows the character after 'Z'", () => {
    expect(waypointLabel(26)).not.toBe('[');
  });

  it.each([-1, 1.5, Number.NaN])('index %s is rejected', (index) => {
    expect(() => waypointLabel(index)).toThrow(RangeError);
  });
});

describe('markerLabel: blue circles with white text, labelled A to Z then numbers; the first is labelled 1 (A)', () => {
  it.each([
    { marker: 1, index: 0, expected: 'A' },
    { marker: 2, index: 1, expected: 'B' },
    { marker: 26, index: 25, expected: 'Z' },
    { marker: 27, index: 26, expected: '27' },
  ])('marker $marker → $expected', ({ index, expected }) => {
    expect(markerLabel(index)).toBe(expected);
  });

  it('agrees with the row label of every waypoint', () => {
    for (let index = 0; index < 40; index++) expect(markerLabel(index)).toBe(waypointLabel(index));
  });

  it('is blue with white text', () => {
    expect([WAYPOINT_MARKER_COLOR, WAYPOINT_MARKER_TEXT_COLOR]).toEqual(['#1976d2', '#ffffff']);
  });
});
