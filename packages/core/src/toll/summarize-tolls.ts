import { divideRounded, fromCents, toCents } from '../shared/cents.ts';
import type { MoneyFormatter } from './fare-or-dash.ts';
import { netFareOf, type FareOptions } from './net-fare.ts';
import { resolveAxis } from './per-axle-cost.ts';
import { unpricedPlazasWarning } from './unpriced-plazas-warning.ts';

/** The toll totals of a route in reais (SPEC §3 `summary.fmt` keys). */
export interface TollTotals {
  /** Sum of cash fares. */
  total_tolls_gross: number;
  /** Sum of tag fares; a plaza without a tag fare counts its cash fare. */
  total_tolls_tag: number;
  /** Sum of weekend fares; a plaza without a weekend rule counts its cash fare. */
  total_tolls_weekend: number;
  /** Sum of what the vehicle pays on the trip (net fare of each plaza). */
  total_tolls_net: number;
  /** Gross total / axle count. */
  avg_axis_gross_cost: number;
  /** Tag total / axle count. */
  avg_axis_tag_cost: number;
  /** Weekend total / axle count. */
  avg_axis_weekend_cost: number;
  /** Net total / axle count. */
  avg_axis_net_cost: number;
}

/**
 * Route toll summary: display strings and raw numbers, with the axle count used and how many listed
 * plazas have no fare in force ('Tarifa indisponível': left out of every total). `fmt.plazas_without_fare`
 * is the pt-BR warning about them ({@link unpricedPlazasWarning}), empty when there are none.
 */
export interface TollSummary {
  fmt: Record<keyof TollTotals, string> & { plazas_without_fare: string };
  raw: TollTotals & { axis: number; plazas_without_fare: number };
}

/** Options of {@link summarizeTolls}. */
export interface SummarizeTollsOptions {
  /** Axle count; 6 when absent or invalid. */
  axis?: number | null;
  /** Money formatter for the `fmt` strings. */
  fmt: MoneyFormatter;
  /** The vehicle pays with a tag (for the net total); default false. */
  hasTag?: boolean;
  /** The trip is in the weekend-fare window (for the net total); default false. */
  isWeekend?: boolean;
}

/**
 * Sums the priced plazas of a route into the `summary.fmt` / `summary.raw` totals of SPEC §3. A plaza
 * without a fare (`fare: null`, 'Tarifa indisponível') is left out of every total and counted in
 * `plazas_without_fare`, never summed as R$ 0,00. Sums are exact in cents; per-axle averages are rounded to the cent (half up).
 * The net total follows {@link netFareOf} with `hasTag` and `isWeekend`.
 * @example summarizeTolls(priced, { axis: 6, fmt: formatBRL, hasTag: true, isWeekend: false })
 */
export function summarizeTolls(plazas: readonly FareOptions[], options: SummarizeTollsOptions): TollSummary {
  const axis = resolveAxis(options.axis);
  const sum = (pick: (plaza: FareOptions) => number | null): number =>
    plazas.reduce((cents, plaza) => cents + toCents(pick(plaza) ?? 0), 0);
  const gross = sum((plaza) => plaza.fare);
  const tag = sum((plaza) => plaza.tagFare ?? plaza.fare);
  const weekend = sum((plaza) => plaza.weekendFare ?? plaza.fare);
  const net = sum((plaza) => netFareOf(plaza, options));
  const perAxle = (cents: number): number => fromCents(divideRounded(cents, axis, 'half-up'));
  const raw: TollTotals = {
    total_tolls_gross: fromCents(gross),
    total_tolls_tag: fromCents(tag),
    total_tolls_weekend: fromCents(weekend),
    total_tolls_net: fromCents(net),
    avg_axis_gross_cost: perAxle(gross),
    avg_axis_tag_cost: perAxle(tag),
    avg_axis_weekend_cost: perAxle(weekend),
    avg_axis_net_cost: perAxle(net),
  };
  const money = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, options.fmt(value)]),
  ) as Record<keyof TollTotals, string>;
  const withoutFare = plazas.filter((plaza) => plaza.fare == null).length;
  return {
    fmt: { ...money, plazas_without_fare: unpricedPlazasWarning(withoutFare) },
    raw: { ...raw, axis, plazas_without_fare: withoutFare },
  };
}
