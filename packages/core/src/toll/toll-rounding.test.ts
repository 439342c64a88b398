import { describe, it, expect } from 'vitest';
import { parseTollRounding } from './toll-rounding.ts';

describe('parseTollRounding', () => {
  it.each([
    ['down', 'down'],
    ['baixo', 'down'],
    [' Cima ', 'up'],
    ['up', 'up'],
    ['half-up', 'half-up'],
    ['nearest', 'half-up'],
    ['', 'down'],
    [null, 'down'],
    [undefined, 'down'],
    ['sideways', 'down'],
  ])('%j → %s', (value, expected) => {
    expect(parseTollRounding(value)).toBe(expected);
  });
});
