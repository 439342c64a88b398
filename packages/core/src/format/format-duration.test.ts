import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';
import { NOT_CALCULATED } from './not-calculated.ts';

describe('formatDuration: days, hours, minutes derived from seconds', () => {
  it.each([
    [0, '0 min'],
    [29, '0 min'],
    [30, '1 min'],
    [59, '1 min'],
    [60, '1 min'],
    [90, '2 min'],
    [3599, '1 h'],
    [3600, '1 h'],
    [5400, '1 h 30 min'],
    [16980, '4 h 43 min'],
    [86400, '1 dia'],
    [86460, '1 dia 1 min'],
    [90000, '1 dia 1 h'],
    [90060, '1 dia 1 h 1 min'],
    [180000, '2 dias 2 h'],
    [172800, '2 dias'],
    [86399.9, '1 dia'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it.each([undefined, null, Number.NaN, Number.POSITIVE_INFINITY, -1])(
    "reads 'Não calculado' when there is no trip (%s)",
    (seconds) => {
      expect(formatDuration(seconds)).toBe('Não calculado');
    },
  );

  it('exports the text', () => {
    expect(NOT_CALCULATED).toBe('Não calculado');
  });
});
