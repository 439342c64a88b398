import { cashFareText, discountOrDash, fareOrDash, formatBRL, formatDecimal } from '@freight/core';
import type { TollTableEntry } from '@freight/core';

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
 * The texts of `row` shared by the 'Praças de Pedágio' table and the plaza pop-up on the map: core's
 * `cashFareText`, `fareOrDash` and `discountOrDash` in BRL and percent.
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
