import { formatBRL, priceTolls, summarizeTolls } from '@freight/core';
import type { RouteTolls, TollSummary, ValhallaTrip } from '@freight/core';
import { payOneOfEachGroup } from './alternative-groups.ts';
import { collapseGantryRows } from './collapse-gantry-rows.ts';
import { matchTolls } from './match-tolls.ts';
import type { PlazaVisit } from './plaza-visit.ts';
import { visitsOf } from './plaza-visit.ts';
import { splitPointToPoint } from './point-to-point-passes.ts';
import { routeTollPlaza, visitInput } from './route-toll-plaza.ts';
import type { TollReference } from './toll-plaza-data.ts';
import type { TollPricingContext } from './toll-pricing-context.ts';
import { tripShape } from './trip-shape.ts';
import type { TripShape } from './trip-shape.ts';

/** The tolls of one way: its plazas as the answer lists them, and the totals of the charged ones. */
export interface WayTolls {
  pedagios: RouteTolls;
  summary: TollSummary;
}

/**
 * The tolls of one routed way — the one entry the route calculation calls:
 * 1. the plazas the trip passes (`matchTolls` on the placed plazas), in route order;
 * 2. the rows of one free-flow gantry collapsed into one passage (`collapseGantryRows`);
 * 3. one member of each alternative group per passage (`payOneOfEachGroup`);
 * 4. point-to-point gantries apart (`splitPointToPoint`: not charged unless the vehicle is registered);
 * 5. every plaza priced with core's `priceTolls` for the vehicle on the pricing date (tag and weekend fares
 *    from the plaza's own percentages), numbered `p_index` 0..n-1; a plaza with no fare in force keeps
 *    `tarifa: null` and stays out of the totals, which core's `summarizeTolls` adds up (and counts it).
 *
 * `pedagios.possiveis` are passes that may pay but are not charged (ramp plazas, one-direction plazas of
 * unknown km direction); `pedagios.nao_cobradas` the plazas passed that do not charge this vehicle. Neither
 * is in the totals. Pass `shape` when the trip's legs are already decoded.
 *
 * @example wayTolls(reference, trip, pricing).summary.raw.total_tolls_gross
 */
export function wayTolls(
  reference: TollReference,
  trip: Pick<ValhallaTrip, 'legs'>,
  pricing: TollPricingContext,
  shape: TripShape = tripShape(trip.legs),
): WayTolls {
  const match = matchTolls(reference.placements, trip, { shape });
  const passages = payOneOfEachGroup(collapseGantryRows(visitsOf(match.plazas, reference.plazas)), shape);
  const { charged, notCharged } = splitPointToPoint(passages, { registered: pricing.pointToPointRegistered });
  const options = { date: pricing.date, hasTag: pricing.hasTag, isWeekend: pricing.isWeekend };
  const price = (visits: readonly PlazaVisit[]) =>
    priceTolls(
      visits.map((visit, i) => visitInput(visit, i)),
      pricing.vehicle,
      options,
    );
  const pricedCharged = price(charged);
  const list = (visits: readonly PlazaVisit[]) => price(visits).map(routeTollPlaza);
  return {
    pedagios: {
      pracas: pricedCharged.map(routeTollPlaza),
      possiveis: list(collapseGantryRows(visitsOf(match.uncertain, reference.plazas))),
      nao_cobradas: list(notCharged),
    },
    summary: summarizeTolls(pricedCharged, {
      axis: pricing.axis,
      fmt: formatBRL,
      hasTag: pricing.hasTag,
      isWeekend: pricing.isWeekend,
    }),
  };
}
