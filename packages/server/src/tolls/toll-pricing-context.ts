import type { TollVehicle } from '@freight/core';

/** How the tolls of a calculation are priced. */
export interface TollPricingContext {
  /** Day whose tariffs apply, `yyyy-MM-dd` (core's `tollPricingDate`). */
  date: string;
  /** The trip is in the weekend-fare window (net totals use weekend fares). */
  isWeekend: boolean;
  /** The vehicle pays with an electronic tag (net totals use tag fares). */
  hasTag: boolean;
  vehicle: TollVehicle;
  /** Axle count of `summary.raw.axis` and the per-axle averages. */
  axis: number;
  /**
   * The vehicle is registered in the ARTESP point-to-point scheme: it pays the point-to-point gantries and
   * skips the conventional plaza beside each. Default false: gantries are listed as not charged.
   */
  pointToPointRegistered?: boolean;
}
