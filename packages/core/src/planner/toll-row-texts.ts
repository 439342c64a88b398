import { formatBRL } from '../format/format-brl.ts';
import { formatDecimal } from '../format/format-decimal.ts';
import { cashFareText, discountOrDash, fareOrDash, NO_FARE_DASH } from '../toll/fare-or-dash.ts';
import type { TollTableEntry } from '../toll/toll-table-rows.ts';

/** What the fare column of a plaza passed but not charged to the vehicle reads (`pedagios.nao_cobradas`). */
export const NOT_CHARGED_LABEL = 'Não cobrado';

/**
 * Why the plazas of `pedagios.nao_cobradas` do not charge the vehicle, as the toll table says under
 * {@link NOT_CHARGED_LABEL}: by default they are the ARTESP point-to-point tag gantries, which charge only
 * vehicles registered in that scheme (`gantry`); for a registered vehicle (`config_pedagio.ponto_a_ponto`)
 * they are the conventional plazas it skips because it pays the gantry beside them (`registered`).
 */
export const NOT_CHARGED_REASONS = Object.freeze({
  gantry: 'Pórtico ponto a ponto: cobra só veículos cadastrados.',
  registered: 'Veículo cadastrado no ponto a ponto: paga o pórtico em vez desta praça.',
});

/** A percentage as the toll table shows it: `'5,00%'`. */
export const percentText = (value: number): string => `${formatDecimal(value, 2)}%`;

/** The money and percentage texts of one toll table row ('-' where a tag or weekend rule does not apply). */
export interface TollRowTexts {
  readonly fare: string;
  readonly weekendFare: string;
  readonly weekendFareDiscount: string;
  readonly tagFare: string;
  readonly tagFareDiscount: string;
}

/**
 * The texts of a charged plaza's row, shared by the planner's 'Praças de Pedágio' table, its plaza pop-up
 * and the route report: `cashFareText` ('Tarifa indisponível' for a `null` fare), `fareOrDash` and
 * `discountOrDash` in BRL and percent.
 *
 * @example tollRowTexts(row).tagFareDiscount // '5,00%'
 */
export function tollRowTexts(row: TollTableEntry): TollRowTexts {
  return {
    fare: cashFareText(row.fare, formatBRL),
    weekendFare: fareOrDash(row.weekendFare, formatBRL),
    weekendFareDiscount: discountOrDash(row.weekendFareDiscount, row.weekendFare, percentText),
    tagFare: fareOrDash(row.tagFare, formatBRL),
    tagFareDiscount: discountOrDash(row.tagFareDiscount, row.tagFare, percentText),
  };
}

/**
 * The texts of a row of a plaza the vehicle passes but does not pay (`pedagios.nao_cobradas`): the fare
 * column reads {@link NOT_CHARGED_LABEL} and the tag and weekend columns '-', whatever the plaza's own fares.
 */
export function notChargedRowTexts(): TollRowTexts {
  return {
    fare: NOT_CHARGED_LABEL,
    weekendFare: NO_FARE_DASH,
    weekendFareDiscount: NO_FARE_DASH,
    tagFare: NO_FARE_DASH,
    tagFareDiscount: NO_FARE_DASH,
  };
}
