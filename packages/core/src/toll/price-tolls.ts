import { fareForMultiplier } from './fare-for-multiplier.ts';
import { netFareOf } from './net-fare.ts';
import { perAxleCost } from './per-axle-cost.ts';
import { tariffsInForce, type TollTariffRow } from './tariffs-in-force.ts';
import { tagFareOf, weekendFareOf, weekendTagFareOf, type TollFareRules } from './toll-fare-rules.ts';
import { tollAxleCount, tollMultiplier, type TollVehicle } from './toll-multiplier.ts';

/**
 * A toll plaza on a route, with the field names of SPEC §3 ("Toll plaza") for what it shares with it, plus
 * all its published tariff rows (every start date; the one in force is chosen here).
 */
export interface TollPlazaInput extends TollFareRules {
  /** Plaza name. */
  nome: string;
  /** Concessionaire (dealership) name. */
  concessionaria?: string | null;
  /** Road number, e.g. `BR-116`. */
  rodovia?: string | null;
  /** State abbreviation. */
  uf?: string | null;
  /** Official km marker. */
  km?: number | string | null;
  /** Position along the route; the input position when absent. */
  p_index?: number | null;
  /** The plaza's tariff rows; empty when it publishes none. */
  tariffs: readonly TollTariffRow[];
}

/** What pricing adds to a plaza. Money in reais (2 decimals); `null` = unknown or no such rule. */
export interface TollPricing {
  /** Position along the route. */
  p_index: number;
  /** The vehicle's category multiplier. */
  multiplier: number;
  /** Cash fare for the vehicle; 0 = category not charged; `null` = no fare in force for the vehicle and date (Tarifa indisponível). */
  fare: number | null;
  /** Cash fare per axle (2 decimals). */
  axleFare: number | null;
  /** Tag fare, `null` without a tag rule. */
  tagFare: number | null;
  /** Signed percent change of the tag fare against the cash fare (-5 = 5 % off). */
  tagPercent: number | null;
  /** Weekend fare, `null` without a weekend rule. */
  weekendFare: number | null;
  /** Signed percent change of the weekend fare (positive = surcharge). */
  weekendPercent: number | null;
  /** Weekend fare paid with a tag, `null` unless the plaza has both rules. */
  weekendTagFare: number | null;
  /** What the vehicle pays on the trip ({@link netFareOf}). */
  netFare: number | null;
  /** Start date of the tariff table used, `null` when the plaza has none. */
  tariffValidFrom: string | null;
  /** The rows of that table (every multiplier's fare), by ascending multiplier; empty without one. */
  tariffRows: readonly TollTariffRow[];
}

/** A plaza with its pricing; the plaza's other fields are kept. */
export type PricedTollPlaza<T extends TollPlazaInput = TollPlazaInput> = Omit<T, keyof TollPricing> &
  TollPricing;

/** Options of {@link priceTolls}. */
export interface PriceTollsOptions {
  /** Date whose tariffs apply, `yyyy-MM-dd` (see `tollPricingDate`). */
  date: string;
  /** The vehicle pays with an electronic tag; default false. */
  hasTag?: boolean;
  /** The trip is in the weekend-fare window (see `isTollWeekend`); default false. */
  isWeekend?: boolean;
}

/**
 * Prices every plaza of a route for a vehicle on a date: picks each plaza's tariff table in force
 * ({@link tariffsInForce}), the vehicle's fare ({@link fareForMultiplier} of {@link tollMultiplier}),
 * its per-axle price, tag, weekend and net fares. The result is in route order (ascending `p_index`,
 * ties in input order).
 * @example priceTolls(plazas, { category: 'truck', axis: 6 }, { date: '2026-08-20', hasTag: true })
 */
export function priceTolls<T extends TollPlazaInput>(
  plazas: readonly T[],
  vehicle: TollVehicle,
  options: PriceTollsOptions,
): PricedTollPlaza<T>[] {
  const multiplier = tollMultiplier(vehicle);
  const axis = tollAxleCount(vehicle);
  const priced = plazas.map((plaza, index): PricedTollPlaza<T> => {
    const table = tariffsInForce(plaza.tariffs, options.date);
    const fare = table ? fareForMultiplier(table.rows, multiplier) : null;
    const tag = tagFareOf(fare, plaza);
    const weekend = weekendFareOf(fare, plaza);
    const fares = {
      fare,
      tagFare: tag?.fare ?? null,
      weekendFare: weekend?.fare ?? null,
      weekendTagFare: weekendTagFareOf(fare, plaza),
    };
    return {
      ...plaza,
      ...fares,
      p_index: plaza.p_index ?? index,
      multiplier,
      axleFare: fare == null ? null : perAxleCost(fare, axis),
      tagPercent: tag?.percentChange ?? null,
      weekendPercent: weekend?.percentChange ?? null,
      netFare: netFareOf(fares, options),
      tariffValidFrom: table?.validFrom ?? null,
      tariffRows: table?.rows ?? [],
    };
  });
  return priced.sort((a, b) => a.p_index - b.p_index);
}
