import { describe, expect, it } from 'vitest';
import {
  isTariffMultiplier,
  TARIFF_MULTIPLIER_MESSAGE,
  tariffMultiplierSchema,
} from './tariff-multiplier.ts';

describe('tariffMultiplierSchema', () => {
  it.each([[0.5], [1], [1.5], [2], [6], [19.5], [20]])('accepts %d', (value) => {
    expect(tariffMultiplierSchema.parse(value)).toBe(value);
    expect(isTariffMultiplier(value)).toBe(true);
  });

  it.each([[0], [0.25], [1e-320], [1.0000001], [-1], [20.5]])(
    'refuses %d with the category message',
    (value) => {
      const result = tariffMultiplierSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TARIFF_MULTIPLIER_MESSAGE);
      expect(isTariffMultiplier(value)).toBe(false);
    },
  );

  it.each([['2'], ['0.5'], [true], [null], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses %j',
    (value) => {
      expect(tariffMultiplierSchema.safeParse(value).success).toBe(false);
    },
  );
});
