import { describe, it, expect } from 'vitest';
import {
  applyPercentChange,
  tagFareOf,
  weekendFareOf,
  weekendTagFareOf,
  type TollFareRules,
} from './toll-fare-rules.ts';

describe('applyPercentChange', () => {
  it.each<[string, number, number, string | null, number]>([
    ['tag 5 % truncated: R$ 10,55 → R$ 10,02', 10.55, -5, 'down', 10.02],
    ['rounding up variant: R$ 10,55 → R$ 10,03', 10.55, -5, 'up', 10.03],
    ['half-up: R$ 10,55 → R$ 10,02', 10.55, -5, 'half-up', 10.02],
    ['half-up rounds a half cent up: R$ 0,10 less 5 %', 0.1, -5, 'half-up', 0.1],
    ['truncation is the default', 10.55, -5, null, 10.02],
    ['an exact result is kept with any rounding', 10, -5, 'up', 9.5],
    ['a weekend surcharge of 65,9 % on R$ 4,10', 4.1, 65.9, 'half-up', 6.8],
    ['never below zero', 5, -150, 'down', 0],
  ])('%s', (_name, fare, percent, rounding, expected) => {
    expect(applyPercentChange(fare, percent, rounding)).toBe(expected);
  });
});

describe('tagFareOf', () => {
  it.each<[string, number | null, TollFareRules, { fare: number; percentChange: number } | null]>([
    ['5 % off, truncated', 10.55, { porcentagem_tag: 5 }, { fare: 10.02, percentChange: -5 }],
    ['a signed -5 also means 5 % off', 10.55, { porcentagem_tag: -5 }, { fare: 10.02, percentChange: -5 }],
    [
      'rounding up variant',
      10.55,
      { porcentagem_tag: 5, arredondamento: 'cima' },
      { fare: 10.03, percentChange: -5 },
    ],
    [
      'a fixed tag fare overrides the percentage',
      10,
      { porcentagem_tag: 5, tarifa_tag: 9 },
      { fare: 9, percentChange: -10 },
    ],
    ['a fixed tag fare of 0 is no rule', 10, { tarifa_tag: 0 }, null],
    ['0 % is no rule', 10, { porcentagem_tag: 0 }, null],
    ['no rule at all', 10, {}, null],
    ['unknown fare has no tag fare', null, { porcentagem_tag: 5 }, null],
    ['a category not charged stays 0', 0, { porcentagem_tag: 5 }, { fare: 0, percentChange: -5 }],
    [
      'a fixed fare on a free category has no percent change',
      0,
      { tarifa_tag: 1 },
      { fare: 1, percentChange: 0 },
    ],
  ])('%s', (_name, fare, rules, expected) => {
    expect(tagFareOf(fare, rules)).toEqual(expected);
  });
});

describe('weekendFareOf', () => {
  it.each<[string, number | null, TollFareRules, { fare: number; percentChange: number } | null]>([
    [
      'positive percentage is a surcharge',
      4.1,
      { porcentagem_fim_semana: 65.9, arredondamento: 'half-up' },
      { fare: 6.8, percentChange: 65.9 },
    ],
    [
      'negative percentage is a discount',
      10,
      { porcentagem_fim_semana: -10 },
      { fare: 9, percentChange: -10 },
    ],
    [
      'a fixed weekend fare overrides the percentage',
      4.1,
      { tarifa_fim_semana: 6.8, porcentagem_fim_semana: 10 },
      { fare: 6.8, percentChange: 65.85 },
    ],
    ['no weekend rule', 4.1, { porcentagem_fim_semana: 0, tarifa_fim_semana: 0 }, null],
    ['unknown fare', null, { tarifa_fim_semana: 6.8 }, null],
  ])('%s', (_name, fare, rules, expected) => {
    expect(weekendFareOf(fare, rules)).toEqual(expected);
  });
});

describe('weekendTagFareOf', () => {
  it.each<[string, number | null, TollFareRules, number | null]>([
    [
      'the tag percentage applies to the weekend fare',
      4.1,
      { porcentagem_tag: 5, tarifa_fim_semana: 6.8 },
      6.46,
    ],
    ['a fixed tag fare alone leaves the weekend fare', 4.1, { tarifa_tag: 3.9, tarifa_fim_semana: 6.8 }, 6.8],
    ['without a weekend rule there is none', 4.1, { porcentagem_tag: 5 }, null],
    ['without a tag rule there is none', 4.1, { tarifa_fim_semana: 6.8 }, null],
  ])('%s', (_name, fare, rules, expected) => {
    expect(weekendTagFareOf(fare, rules)).toBe(expected);
  });
});
