import { isTollWeekend, tollPricingDate } from '@freight/core';
import type { RouteRequest } from '@freight/core';
import type { ServerContext } from '../server-context.ts';
import { RouteCalculationError, engineFailure } from './route-calculation-error.ts';
import type { RouteJob, RouteJobOutcome } from './route-job.ts';
import { ROUTE_MESSAGES } from './route-messages.ts';
import type { RouteServices } from './route-services.ts';
import type { TollPricingContext } from '../tolls/index.ts';
import { resolveWaypoints } from './resolve-waypoints.ts';
import type { ResolvedWaypoint } from './resolve-waypoints.ts';

/**
 * Outcome of {@link calculateRoute}: the route (the response's `data` as UTF-8 JSON, core's
 * `routeResponseSchema`), or the waypoint that could not be placed on the map.
 */
export type RouteCalculation =
  { kind: 'route'; json: Uint8Array<ArrayBuffer> } | { kind: 'address'; address: string; message: string };

/** What the calculation reads of the server context. */
export type RouteCalculationContext = Pick<
  ServerContext,
  'db' | 'referenceData' | 'clock' | 'logger' | 'geocoder'
>;

/** The pricing date and weekend window of the last few (minute, retroactive date) pairs: Intl is not free. */
const pricingMoments = new Map<string, { date: string; isWeekend: boolean }>();

/**
 * The tariff date and weekend window of a calculation at `nowMs` (Brasília wall clock, exact to the
 * minute: every boundary of the weekend window falls on a whole minute) for `retroactiveDate`.
 */
function pricingMoment(retroactiveDate: string, nowMs: number): { date: string; isWeekend: boolean } {
  const minute = Math.floor(nowMs / 60_000);
  const key = `${minute}|${retroactiveDate}`;
  let moment = pricingMoments.get(key);
  if (!moment) {
    const now = new Date(minute * 60_000);
    const date = tollPricingDate({ retroactiveDate, now });
    moment = { date, isWeekend: retroactiveDate ? isTollWeekend(date) : isTollWeekend(now) };
    if (pricingMoments.size >= 64) pricingMoments.clear();
    pricingMoments.set(key, moment);
  }
  return moment;
}

/** How the tolls of `request` are priced when it is calculated at `nowMs`. */
function tollPricing(request: RouteRequest, nowMs: number): TollPricingContext {
  const { date, isWeekend } = pricingMoment(request.config_pedagio.prices_from_date, nowMs);
  return {
    date,
    isWeekend,
    hasTag: false,
    vehicle: {
      category: request.config_veiculo.categoria,
      axis: request.config_veiculo.eixos,
      rearWheelType: request.config_veiculo.rodagem ?? null,
    },
    axis: request.config_veiculo.eixos,
    pointToPointRegistered: request.config_pedagio.ponto_a_ponto ?? false,
  };
}

/**
 * Calculates a route (`POST /api/routes/route`) for a validated request. In this thread:
 * 1. waypoints without a position are geocoded (`resolveWaypoints`); one that cannot be found, or that
 *    lies farther than 35 km from any road, ends the calculation with the route-address outcome; a
 *    waypoint whose nearest road is an island of the data (a piece not linked to the network) is routed
 *    from the nearest road of the network instead (`RoadAccess`);
 * 2. the tariff date and the weekend window are fixed.
 * Then the job goes to `services.calculator` (the route worker threads), which routes it, seals the token
 * and builds every way and the response's JSON (`runRouteJob`); an engine's refusal (no path, too long) throws a
 * `RouteCalculationError`, and so do the time limit of `signal` (504), the caller going away (503) and a
 * failed worker (503).
 * Tolls use the tariffs of `config_pedagio.prices_from_date` (or today, Brasília time); the weekend
 * window is taken at the time of the request (the trip starts now), or at noon of the given date; the
 * net totals assume payment without a tag (the request carries none; the tag totals are shown apart).
 */
export async function calculateRoute(
  ctx: RouteCalculationContext,
  services: RouteServices,
  request: RouteRequest,
  signal?: AbortSignal,
): Promise<RouteCalculation> {
  const reference = await services.referenceData(ctx);
  const resolution = await resolveWaypoints(request.waypoints, {
    geocoder: ctx.geocoder,
    municipalities: reference.municipalities,
    logger: ctx.logger,
    ...(signal ? { signal } : {}),
  });
  if (!resolution.ok) {
    return {
      kind: 'address',
      address: resolution.address,
      message: ROUTE_MESSAGES.addressNotFound(resolution.address),
    };
  }
  const waypoints = resolution.waypoints;
  const anchored: ResolvedWaypoint[] = [];
  for (const waypoint of waypoints) {
    const anchor = services.roadAccess.anchor(waypoint);
    if (!anchor) {
      return {
        kind: 'address',
        address: waypoint.addr,
        message: ROUTE_MESSAGES.addressFarFromRoad(waypoint.addr),
      };
    }
    anchored.push({ addr: waypoint.addr, lat: anchor.lat, lng: anchor.lng });
  }
  const job: RouteJob = {
    request,
    waypoints,
    anchored,
    pricing: tollPricing(request, ctx.clock()),
  };
  let outcome: RouteJobOutcome;
  try {
    outcome = await services.calculator.calculate(job, reference, signal);
  } catch (error) {
    const failure = engineFailure(error, signal);
    if (failure) throw failure;
    throw error;
  }
  if (outcome.kind === 'refused')
    throw new RouteCalculationError(outcome.status, outcome.message, outcome.error);
  return { kind: 'route', json: outcome.json };
}
