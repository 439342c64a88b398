import { describe, expect, it } from 'vitest';
import { withinOneEdit } from './within-one-edit.ts';

describe('withinOneEdit', () => {
  it.each([
    ['curitiba', 'curitiba', true],
    ['curitba', 'curitiba', true], // deletion
    ['curitibaa', 'curitiba', true], // insertion
    ['curitiva', 'curitiba', true], // replacement
    ['cuirtiba', 'curitiba', true], // swap
    ['curitbia', 'curitiba', true], // swap near the end
    ['curtba', 'curitiba', false], // two deletions
    ['xuritiva', 'curitiba', false], // two replacements
    ['curitibanos', 'curitiba', false],
    ['', 'a', true],
    ['ab', 'ba', true],
    ['abc', 'cab', false],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
