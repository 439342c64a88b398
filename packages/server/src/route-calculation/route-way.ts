import type { FuelConsumption, RouteWay, ValhallaTrip } from '@freight/core';
import { tripShape, wayTolls } from '../tolls/index.ts';
import type { TollPricingContext } from '../tolls/index.ts';
import { fuelCost } from './fuel-cost.ts';
import { routeFreight } from './route-freight.ts';
import type { RouteReferenceData } from './route-reference-data.ts';
import { stationsAlong } from './stations-along.ts';

/** One way of a route alternative as the response carries it: core's `routeWaySchema`, the one definition. */
export type RouteWayData = RouteWay;

/**
 * Everything the response says about one routed way: the trip; its toll plazas from the toll owner's
 * `wayTolls` (paid, possible and not charged) and their totals; the weighing
 * stations along it; the ANTT freight floor for its distance on the pricing date; and the fuel cost when
 * fuel data were given. The trip's shape is decoded once for matching plazas and stations.
 */
export function buildRouteWay(
  trip: ValhallaTrip,
  reference: RouteReferenceData,
  pricing: TollPricingContext,
  fuel: FuelConsumption | undefined,
): RouteWayData {
  const shape = tripShape(trip.legs);
  const tolls = wayTolls(reference, trip, pricing, shape);
  const km = trip.summary.length;
  const frete = routeFreight(reference.coefficients, km, pricing.date);
  return {
    rota: { trip },
    pedagios: tolls.pedagios,
    balancas: stationsAlong(reference, shape),
    summary: tolls.summary,
    ...(frete ? { frete } : {}),
    ...(fuel ? { combustivel: fuelCost(km, fuel) } : {}),
  };
}
