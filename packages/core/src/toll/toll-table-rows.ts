import type { PricedTollPlaza } from './price-tolls.ts';

/**
 * One row of the toll table (SPEC §3 "Toll table row") as numbers, the shape of the schemas module's
 * `TollTableRow` except that `fare` is `null` for a plaza without tariffs. The view formats money with
 * `fareOrDash` and the discounts with `discountOrDash`.
 */
export interface TollTableEntry {
  /** Concessionaire. */
  dealership: string;
  /** Plaza name. */
  name: string;
  /** Road number. */
  highway: string;
  /** Km marker. */
  km: number | null;
  /** State. */
  uf: string;
  /** Cash fare (R$); 0 = category not charged; `null` = no fare in force (Tarifa indisponível). */
  fare: number | null;
  /** Weekend fare (R$); 0 when the plaza has no weekend rule. */
  weekendFare: number;
  /** Weekend change in percent, signed like `porcentagem_fim_semana` (+65.85 = surcharge, -10 = discount); 0 without a rule. */
  weekendFareDiscount: number;
  /** Tag fare (R$); 0 when the plaza has no tag rule. */
  tagFare: number;
  /** Tag discount in percent, positive like `porcentagem_tag` (5 = 5 % off); 0 without a rule. */
  tagFareDiscount: number;
}

function kmOf(km: number | string | null | undefined): number | null {
  if (km == null || km === '') return null;
  const value = Number(km);
  return Number.isFinite(value) ? value : null;
}

/**
 * The toll table of a route: one row per priced plaza, every row (no paging), in route order
 * (ascending `p_index`, ties in the given order).
 * @example tollTableRows(priceTolls(plazas, vehicle, { date: '2026-08-20' }))
 */
export function tollTableRows(plazas: readonly PricedTollPlaza[]): TollTableEntry[] {
  return [...plazas]
    .sort((a, b) => a.p_index - b.p_index)
    .map((plaza) => ({
      dealership: plaza.concessionaria ?? '',
      name: plaza.nome,
      highway: plaza.rodovia ?? '',
      km: kmOf(plaza.km),
      uf: plaza.uf ?? '',
      fare: plaza.fare,
      weekendFare: plaza.weekendFare ?? 0,
      weekendFareDiscount: plaza.weekendPercent ?? 0,
      tagFare: plaza.tagFare ?? 0,
      tagFareDiscount: plaza.tagPercent == null ? 0 : -plaza.tagPercent,
    }));
}
