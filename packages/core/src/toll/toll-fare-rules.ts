import { divideRounded, fromCents, toCents } from '../shared/cents.ts';
import { parseTollRounding } from './toll-rounding.ts';

/**
 * A plaza's tag and weekend rules, with the toll-plaza field names of SPEC §3. Every field is optional;
 * a percentage or fixed fare of 0 means "no such rule".
 */
export interface TollFareRules {
  /** Electronic-tag discount in percent. Its magnitude is used: 5 and -5 both mean 5 % off. */
  porcentagem_tag?: number | null;
  /** Fixed tag fare (R$) for the priced vehicle; when > 0 it overrides `porcentagem_tag`. */
  tarifa_tag?: number | null;
  /** Weekend change in percent, signed: positive = surcharge (fare × (1 + p/100)), negative = discount. */
  porcentagem_fim_semana?: number | null;
  /** Fixed weekend fare (R$) for the priced vehicle; when > 0 it overrides `porcentagem_fim_semana`. */
  tarifa_fim_semana?: number | null;
  /** Rounding of percentage-derived fares (`down`, `up`, `half-up`, or `baixo` / `cima`); default `down`. */
  arredondamento?: string | null;
}

/** A fare derived from a rule, with the signed percent change it represents (negative = cheaper). */
export interface DerivedFare {
  fare: number;
  percentChange: number;
}

function isSet(value: number | null | undefined): value is number {
  return value != null && Number.isFinite(value) && value !== 0;
}

function roundPercent(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * `fare` changed by `percentChange` percent (fare × (1 + p/100)) and rounded to the cent with `rounding`;
 * never below 0.
 * @example applyPercentChange(10.55, -5, 'down') // 10.02 (10.0225 truncated)
 */
export function applyPercentChange(
  fare: number,
  percentChange: number,
  rounding: string | null = null,
): number {
  const hundredths = 10000 + Math.round(percentChange * 100);
  const cents = divideRounded(toCents(fare) * hundredths, 10000, parseTollRounding(rounding));
  return fromCents(Math.max(0, cents));
}

function fixedFare(fare: number, fixed: number): DerivedFare {
  return { fare: fixed, percentChange: fare > 0 ? roundPercent(((fixed - fare) / fare) * 100) : 0 };
}

/**
 * The tag fare of a plaza for a vehicle whose cash fare is `fare`: the fixed `tarifa_tag` when set, else
 * `fare` less `porcentagem_tag` %, rounded per the plaza; `null` when the plaza has no tag rule or the
 * fare is unknown.
 * @example tagFareOf(10.55, { porcentagem_tag: 5 }) // { fare: 10.02, percentChange: -5 }
 */
export function tagFareOf(fare: number | null, rules: TollFareRules): DerivedFare | null {
  if (fare == null) return null;
  if (isSet(rules.tarifa_tag) && rules.tarifa_tag > 0) return fixedFare(fare, rules.tarifa_tag);
  if (!isSet(rules.porcentagem_tag)) return null;
  const percentChange = -Math.abs(rules.porcentagem_tag);
  return { fare: applyPercentChange(fare, percentChange, rules.arredondamento ?? null), percentChange };
}

/**
 * The weekend fare of a plaza for a vehicle whose cash fare is `fare`: the fixed `tarifa_fim_semana` when
 * set, else `fare` × (1 + `porcentagem_fim_semana` / 100), rounded per the plaza; `null` when the plaza
 * has no weekend rule or the fare is unknown.
 * @example weekendFareOf(4.1, { porcentagem_fim_semana: 65.9, arredondamento: 'half-up' }) // { fare: 6.8, percentChange: 65.9 }
 */
export function weekendFareOf(fare: number | null, rules: TollFareRules): DerivedFare | null {
  if (fare == null) return null;
  if (isSet(rules.tarifa_fim_semana) && rules.tarifa_fim_semana > 0) {
    return fixedFare(fare, rules.tarifa_fim_semana);
  }
  if (!isSet(rules.porcentagem_fim_semana)) return null;
  const percentChange = rules.porcentagem_fim_semana;
  return { fare: applyPercentChange(fare, percentChange, rules.arredondamento ?? null), percentChange };
}

/**
 * What a tag user pays at the weekend when the plaza has both rules: the tag percentage applied to the
 * weekend fare. With only a fixed tag fare (a weekday price) the weekend fare stands. `null` unless both
 * a tag rule and a weekend rule exist.
 * @example weekendTagFareOf(4.1, { porcentagem_tag: 5, tarifa_fim_semana: 6.8 }) // 6.46
 */
export function weekendTagFareOf(fare: number | null, rules: TollFareRules): number | null {
  const weekend = weekendFareOf(fare, rules);
  if (!weekend || !tagFareOf(fare, rules)) return null;
  if (!isSet(rules.porcentagem_tag)) return weekend.fare;
  return applyPercentChange(weekend.fare, -Math.abs(rules.porcentagem_tag), rules.arredondamento ?? null);
}
