import { setImmediate as nextTurn } from 'node:timers/promises';
import { isTollWeekend, reportLink, tollPricingDate } from '@freight/core';
import type { RouteRequest, ValhallaRouteResponse } from '@freight/core';
import { isValhallaError } from '@freight/routing';
import type { RouteAnswer, RouteQuery } from '@freight/routing';
import type { ServerContext } from '../server-context.ts';
import { buildRouteQuery } from './build-route-query.ts';
import { engineFailure, engineRefusal } from './route-calculation-error.ts';
import { routeAvoidingTolls } from './route-avoiding-tolls.ts';
import { ROUTE_MESSAGES } from './route-messages.ts';
import type { RouteReferenceData } from './route-reference-data.ts';
import type { RouteServices } from './route-services.ts';
import type { TollPricingContext } from './route-tolls.ts';
import { buildRouteWay } from './route-way.ts';
import type { RouteWayData } from './route-way.ts';
import { resolveWaypoints } from './resolve-waypoints.ts';
import type { ResolvedWaypoint } from './resolve-waypoints.ts';

/** Base of the report link: the host app's route report page, which replays the token (`data`). */
export const REPORT_PATH = '/app/routes/report';

/** Data of a calculated route (core's `routeResponseSchema`). */
export interface RouteResponseData {
  waypoints: { addr: string; coords: { lat: number; lng: number } }[];
  rotas: (RouteWayData & { volta?: RouteWayData })[];
  request_encrypted: string;
  config: RouteRequest;
  selected: number;
  origin: string;
  destination: string;
  report_link: string;
}

/** Outcome of {@link calculateRoute}: the route, or the waypoint that could not be placed on the map. */
export type RouteCalculation =
  { kind: 'route'; data: RouteResponseData } | { kind: 'address'; address: string; message: string };

/** What the calculation reads of the server context. */
export type RouteCalculationContext = Pick<
  ServerContext,
  'db' | 'referenceData' | 'clock' | 'logger' | 'geocoder'
>;

/** `'lat,lng'` with up to 6 decimals and never an exponent (core's `coordinateTextSchema`). */
export function coordinateText(lat: number, lng: number): string {
  const fixed = (value: number) =>
    value
      .toFixed(6)
      .replace(/\.?0+$/, '')
      .replace(/^-0$/, '0');
  return `${fixed(lat)},${fixed(lng)}`;
}

/**
 * Calculates a route (`POST /api/routes/route`) for a validated request:
 * 1. waypoints without a position are geocoded (`resolveWaypoints`); one that cannot be found, or that
 *    lies farther than 35 km from any road, ends the calculation with the route-address outcome; a
 *    waypoint whose nearest road is an island of the data (a piece not linked to the network) is routed
 *    from the nearest road of the network instead (`RoadAccess`);
 * 2. the way out (with up to two alternatives) and, with `config_rota.volta`, the way back (the reversed
 *    waypoints, routed and priced on its own) are routed at the same time on the engine (worker threads);
 *    `avoid_tolls` uses `routeAvoidingTolls`; an engine's refusal (no path, too long) throws a
 *    `RouteCalculationError`;
 * 3. each alternative becomes a way (`buildRouteWay`: tolls, stations, freight floor, fuel) and gets the
 *    same `volta`: the best way back does not depend on the way out chosen, and every alternative shows
 *    the round trip's totals.
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
  const now = new Date(ctx.clock());
  const date = tollPricingDate({ retroactiveDate: request.config_pedagio.prices_from_date, now });
  const pricing: TollPricingContext = {
    date,
    isWeekend: request.config_pedagio.prices_from_date ? isTollWeekend(date) : isTollWeekend(now),
    hasTag: false,
    vehicle: {
      category: request.config_veiculo.categoria,
      axis: request.config_veiculo.eixos,
      rearWheelType: request.config_veiculo.rodagem ?? null,
    },
    axis: request.config_veiculo.eixos,
  };
  const route = (stops: readonly ResolvedWaypoint[], alternates: boolean) => {
    const query: RouteQuery = buildRouteQuery(request, stops);
    if (!alternates) query.alternates = 0;
    return routeWith(services, reference, query, request.type_route === 'avoid_tolls', signal);
  };
  const [out, back] = await Promise.all([
    route(anchored, true),
    request.config_rota.volta ? route([...anchored].reverse(), false) : null,
  ]);
  for (const answer of [out, back]) {
    if (answer && isValhallaError(answer)) throw engineRefusal(answer);
  }
  const outbound = out as ValhallaRouteResponse;
  const fuel = request.consumo_combustivel;
  const volta = back
    ? buildRouteWay((back as ValhallaRouteResponse).trip, reference, pricing, fuel)
    : undefined;
  const rotas: RouteResponseData['rotas'] = [];
  for (const trip of [outbound.trip, ...outbound.alternates.map((alternate) => alternate.trip)]) {
    if (rotas.length > 0 || volta) await nextTurn();
    rotas.push({ ...buildRouteWay(trip, reference, pricing, fuel), ...(volta ? { volta } : {}) });
  }
  const token = services.tokens.seal(request);
  const first = waypoints[0]!;
  const last = waypoints[waypoints.length - 1]!;
  return {
    kind: 'route',
    data: {
      waypoints: waypoints.map((waypoint) => ({
        addr: waypoint.addr,
        coords: { lat: waypoint.lat, lng: waypoint.lng },
      })),
      rotas,
      request_encrypted: token,
      config: request,
      selected: 0,
      origin: coordinateText(first.lat, first.lng),
      destination: coordinateText(last.lat, last.lng),
      report_link: reportLink(REPORT_PATH, token, 0),
    },
  };
}

async function routeWith(
  services: RouteServices,
  reference: RouteReferenceData,
  query: RouteQuery,
  avoidTolls: boolean,
  signal: AbortSignal | undefined,
): Promise<RouteAnswer> {
  try {
    if (!avoidTolls) return await services.engine.route(query, signal);
    return (await routeAvoidingTolls(services.engine, query, reference.placements, signal)).answer;
  } catch (error) {
    const failure = engineFailure(error, signal);
    if (failure) throw failure;
    throw error;
  }
}
