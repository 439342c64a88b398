import type { FuelConsumption, FuelCost, RouteFreightFloor, TollSummary, ValhallaTrip } from '@freight/core';
import { matchTolls, tripShape } from '../tolls/index.ts';
import { fuelCost } from './fuel-cost.ts';
import { routeFreight } from './route-freight.ts';
import type { RouteReferenceData } from './route-reference-data.ts';
import { priceWayTolls } from './route-tolls.ts';
import type { RouteTollPlaza, TollPricingContext } from './route-tolls.ts';
import { stationsAlong } from './stations-along.ts';
import type { RouteTruckScale } from './stations-along.ts';

/** One way of a route alternative as the response carries it (core's `routeWaySchema`). */
export interface RouteWayData {
  rota: { trip: ValhallaTrip };
  pedagios: { pracas: RouteTollPlaza[]; possiveis: RouteTollPlaza[] };
  balancas: RouteTruckScale[];
  summary: TollSummary;
  frete?: RouteFreightFloor;
  combustivel?: FuelCost;
}

/**
 * Everything the response says about one routed way: the trip; the toll plazas it pays, priced
 * (`pedagios.pracas`), and the possible ones (`pedagios.possiveis`); the toll totals; the weighing
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
  const tolls = priceWayTolls(matchTolls(reference.placements, trip, { shape }), reference, pricing);
  const km = trip.summary.length;
  const frete = routeFreight(reference.coefficients, km, pricing.date);
  return {
    rota: { trip },
    pedagios: { pracas: tolls.pracas, possiveis: tolls.possiveis },
    balancas: stationsAlong(reference, shape),
    summary: tolls.summary,
    ...(frete ? { frete } : {}),
    ...(fuel ? { combustivel: fuelCost(km, fuel) } : {}),
  };
}
