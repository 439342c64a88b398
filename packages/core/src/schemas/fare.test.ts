import { describe, expect, it } from 'vitest';
import { FARE_MESSAGE, fareSchema, hasCents, isFare } from './fare.ts';

describe('fareSchema', () => {
  it.each([[0.01], [7.5], [10.55], [19.99], [1234.56], [100_000]])('accepts R$ %d', (value) => {
    expect(fareSchema.parse(value)).toBe(value);
    expect(isFare(value)).toBe(true);
  });

  it.each([[0], [-1], [0.001], [1.234], [1e-320], [0.1 + 0.2]])(
    'refuses %d with the fare message',
    (value) => {
      const result = fareSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FARE_MESSAGE);
      expect(isFare(value)).toBe(false);
    },
  );

  it('refuses more than R$ 100.000,00, NaN and text', () => {
    expect(fareSchema.safeParse(100_000.01).success).toBe(false);
    expect(fareSchema.safeParse(Number.NaN).success).toBe(false);
    expect(fareSchema.safeParse('7.50').success).toBe(false);
  });

  it('knows an amount in cents exactly as written', () => {
    expect(hasCents(0.07)).toBe(true);
    expect(hasCents(1e-320)).toBe(false);
  });
});
