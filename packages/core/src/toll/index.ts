export {
  tollMultiplier,
  tollAxleCount,
  type TollVehicle,
  type TollVehicleCategory,
} from './toll-multiplier.ts';
export { tariffsInForce, type TollTariffRow, type TollTariffTable } from './tariffs-in-force.ts';
export { fareForMultiplier, type MultiplierFare } from './fare-for-multiplier.ts';
export { DEFAULT_TOLL_ROUNDING, parseTollRounding, type TollRounding } from './toll-rounding.ts';
export {
  applyPercentChange,
  tagFareOf,
  weekendFareOf,
  weekendTagFareOf,
  type DerivedFare,
  type TollFareRules,
} from './toll-fare-rules.ts';
export { BRAZIL_TIME_ZONE, wallClock, type WallClock } from './wall-clock.ts';
export { isTollWeekend, type TollWeekendOptions } from './toll-weekend.ts';
export { tollPricingDate, type TollPricingDateInput } from './toll-pricing-date.ts';
export { DEFAULT_TOLL_AXIS, perAxleCost, resolveAxis } from './per-axle-cost.ts';
export { netFareOf, type FareOptions, type PaymentContext } from './net-fare.ts';
export {
  priceTolls,
  type PriceTollsOptions,
  type PricedTollPlaza,
  type TollPlazaInput,
  type TollPricing,
} from './price-tolls.ts';
export {
  NO_FARE_DASH,
  NO_TARIFF_LABEL,
  cashFareText,
  discountOrDash,
  fareOrDash,
  type MoneyFormatter,
} from './fare-or-dash.ts';
export { tollTableRows, type TollTableEntry } from './toll-table-rows.ts';
export { UNPRICED_PLAZA_NOTE, unpricedPlazasWarning } from './unpriced-plazas-warning.ts';
export {
  summarizeTolls,
  type SummarizeTollsOptions,
  type TollSummary,
  type TollTotals,
} from './summarize-tolls.ts';
export {
  groupTariffsByPlaza,
  parseTollTariffRecords,
  tollTariffRecordSchema,
  type TollTariffLineError,
  type TollTariffParseResult,
  type TollTariffRecord,
} from './toll-tariff-records.ts';
export { normalizeRoadRef, plazaRoadRefs, wayRoadRefs, type PlazaRoadRefs } from './road-refs.ts';
