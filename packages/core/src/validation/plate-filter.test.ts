import { describe, expect, it } from 'vitest';
import { matchesPlateFilter } from './plate-filter.ts';

describe('Plate filter: case-insensitive substring match (SPEC §5)', () => {
  it.each([
    ['BRA2E19', 'bra', true],
    ['BRA2E19', 'A2E', true],
    ['BRA2E19', 'a2e1', true],
    ['abc1234', 'C12', true],
    ['BRA2E19', '', true],
    ['BRA2E19', null, true],
    ['BRA2E19', 'XYZ', false],
    ['BRA2E19', 'BRA2E190', false],
    ['BRA2E19', 'BR A', false],
    [null, 'A', false],
    [undefined, '', true],
  ])('plate %j with filter %j matches: %s', (plate, filter, matches) => {
    expect(matchesPlateFilter(plate, filter)).toBe(matches);
  });
});
