/** The fares of a priced plaza that the net fare chooses from. */
export interface FareOptions {
  fare: number | null;
  tagFare: number | null;
  weekendFare: number | null;
  weekendTagFare: number | null;
}

/** How the vehicle pays on the trip: with an electronic tag or not, in the weekend window or not. */
export interface PaymentContext {
  hasTag?: boolean;
  isWeekend?: boolean;
}

/**
 * What the vehicle actually pays at a plaza (the `net` fare):
 *
 * - weekend window and tag → the tag rule applied to the weekend fare when the plaza has both rules,
 *   else whichever of the weekend fare or tag fare the plaza has, else the cash fare;
 * - weekend window only → the weekend fare, or the cash fare when the plaza has no weekend rule;
 * - tag only → the tag fare, or the cash fare when the plaza has no tag rule;
 * - neither → the cash fare.
 *
 * `null` only when the plaza has no fare at all (Tarifa indisponível).
 * @example netFareOf({ fare: 10.55, tagFare: 10.02, weekendFare: null, weekendTagFare: null }, { hasTag: true }) // 10.02
 */
export function netFareOf(fares: FareOptions, context: PaymentContext): number | null {
  if (fares.fare == null) return null;
  const hasTag = context.hasTag ?? false;
  if (context.isWeekend) {
    if (hasTag) return fares.weekendTagFare ?? fares.weekendFare ?? fares.tagFare ?? fares.fare;
    return fares.weekendFare ?? fares.fare;
  }
  return (hasTag ? fares.tagFare : null) ?? fares.fare;
}
