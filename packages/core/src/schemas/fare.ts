import { z } from 'zod';

/** Largest fare accepted, in R$. */
export const MAX_FARE = 100_000;

/** pt-BR message of a fare that is not a positive amount in reais and cents. */
export const FARE_MESSAGE = 'Informe um valor maior que 0, com até duas casas decimais (ex.: 10.55)';

/**
 * Whether `value` is an amount in reais and cents: at most two decimals, exactly as written in JSON or
 * CSV (`10.55` is, `1.234` and `1e-320` are not).
 *
 * @example hasCents(10.55) // true
 * @example hasCents(0.001) // false
 */
export function hasCents(value: number): boolean {
  return Number.isFinite(value) && Math.round(value * 100) / 100 === value;
}

/**
 * Whether `value` is a toll fare: more than 0, at most {@link MAX_FARE}, with at most two decimals.
 *
 * @example isFare(7.5) // true
 * @example isFare(0) // false
 */
export function isFare(value: number): boolean {
  return value > 0 && value <= MAX_FARE && hasCents(value);
}

/**
 * A toll fare in a body, in R$: a number (never text) more than 0, at most {@link MAX_FARE}, with at most
 * two decimals; message {@link FARE_MESSAGE}. The OpenAPI document shows `exclusiveMinimum`, `maximum`
 * and `multipleOf` 0.01.
 *
 * @example fareSchema.parse(17.4) // 17.4
 */
export const fareSchema = z
  .number()
  .gt(0, { error: FARE_MESSAGE })
  .max(MAX_FARE, { error: `Deve ser no máximo ${MAX_FARE}` })
  .multipleOf(0.01, { error: FARE_MESSAGE })
  .refine(hasCents, { error: FARE_MESSAGE, abort: true });
