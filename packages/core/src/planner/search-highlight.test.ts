import { describe, it, expect } from 'vitest';
import { highlightDeltaForKey, moveHighlight, searchKeyAction } from './search-highlight.ts';

describe('moveHighlight: moves up and down within the list and never past either end', () => {
  it.each([
    { index: 0, delta: -1, count: 5, expected: 0 },
    { index: 4, delta: 1, count: 5, expected: 4 },
    { index: 2, delta: 1, count: 5, expected: 3 },
    { index: 2, delta: -1, count: 5, expected: 1 },
    { index: -1, delta: 1, count: 5, expected: 0 },
    { index: -1, delta: -1, count: 5, expected: 0 },
    { index: 9, delta: -1, count: 5, expected: 4 },
    { index: 0, delta: 1, count: 1, expected: 0 },
    { index: 0, delta: 1, count: 0, expected: -1 },
  ])('$index by $delta among $count → $expected', ({ index, delta, count, expected }) => {
    expect(moveHighlight(index, delta, count)).toBe(expected);
  });
});

describe('highlightDeltaForKey: ArrowUp or Shift+Tab up, ArrowDown or Tab down', () => {
  it.each([
    { key: 'ArrowUp', shiftKey: false, expected: -1 },
    { key: 'Tab', shiftKey: true, expected: -1 },
    { key: 'ArrowDown', shiftKey: false, expected: 1 },
    { key: 'ArrowDown', shiftKey: true, expected: 1 },
    { key: 'Tab', shiftKey: false, expected: 1 },
    { key: 'Enter', shiftKey: false, expected: null },
    { key: 'a', shiftKey: false, expected: null },
  ])('$key (shift $shiftKey) → $expected', ({ key, shiftKey, expected }) => {
    expect(highlightDeltaForKey({ key, shiftKey })).toBe(expected);
  });

  it('Tab without shiftKey set moves down', () => {
    expect(highlightDeltaForKey({ key: 'Tab' })).toBe(1);
  });
});

describe('searchKeyAction', () => {
  it.each([
    { key: 'Enter', shiftKey: false, text: 'Curitiba', expected: { type: 'select' } },
    { key: 'Escape', shiftKey: false, text: 'Curitiba', expected: { type: 'clear-text' } },
    { key: 'Escape', shiftKey: false, text: '', expected: { type: 'close-search' } },
    { key: 'Escape', shiftKey: false, text: '   ', expected: { type: 'close-search' } },
    { key: 'ArrowUp', shiftKey: false, text: 'x', expected: { type: 'move', delta: -1 } },
    { key: 'Tab', shiftKey: true, text: 'x', expected: { type: 'move', delta: -1 } },
    { key: 'ArrowDown', shiftKey: false, text: 'x', expected: { type: 'move', delta: 1 } },
    { key: 'Tab', shiftKey: false, text: 'x', expected: { type: 'move', delta: 1 } },
    { key: 'b', shiftKey: false, text: 'x', expected: null },
  ])('$key (shift $shiftKey) with text "$text" → $expected', ({ key, shiftKey, text, expected }) => {
    expect(searchKeyAction({ key, shiftKey }, text)).toEqual(expected);
  });
});
