import { reportLink } from '@freight/core';
import type { RouteRequest, ValhallaRouteResponse } from '@freight/core';
import { isValhallaError, QueryCancelledError } from '@freight/routing';
import type { CancelToken, RouteAnswer, RouteQuery, RoutingEngine } from '@freight/routing';
import { buildRouteQuery } from './build-route-query.ts';
import { engineFailure, engineRefusal } from './route-calculation-error.ts';
import type { RouteCalculationError } from './route-calculation-error.ts';
import { routeAvoidingTolls } from './route-avoiding-tolls.ts';
import type { RouteReferenceData } from './route-reference-data.ts';
import { REPORT_PATH, coordinateText } from './route-response-data.ts';
import type { RouteResponseData } from './route-response-data.ts';
import type { RouteTokens } from './route-token.ts';
import type { TollPricingContext } from '../tolls/index.ts';
import { buildRouteWay } from './route-way.ts';
import type { ResolvedWaypoint } from './resolve-waypoints.ts';

/**
 * The part of a calculation that runs off the HTTP thread: everything is decided (request validated,
 * waypoints placed, tariff date and weekend window fixed); what is left is routing, sealing the token and
 * building the response. Plain data, so it can be posted to a worker thread.
 */
export interface RouteJob {
  /** The validated request (the response's `config`). */
  request: RouteRequest;
  /** The waypoints with their positions as the response gives them (`waypoints`, `origin`, `destination`). */
  waypoints: ResolvedWaypoint[];
  /** Where routes reach them (`RoadAccess`: the nearest road of the network when the nearest is an island). */
  anchored: ResolvedWaypoint[];
  pricing: TollPricingContext;
}

/**
 * What a {@link RouteJob} gives: the response's `data` as JSON (UTF-8 bytes, in an `ArrayBuffer` of its
 * own that a worker hands over without a copy), or a calculation error the user can act on (an engine's
 * refusal: 422 with its Valhalla error; a Valhalla server that gives no route: 503).
 */
export type RouteJobOutcome =
  | { kind: 'route'; json: Uint8Array<ArrayBuffer> }
  | {
      kind: 'refused';
      status: RouteCalculationError['status'];
      message: string;
      error: RouteCalculationError['error'];
    };

/** What {@link runRouteJob} routes with. */
export interface RouteJobDeps {
  engine: RoutingEngine;
  reference: RouteReferenceData;
  /** Seals `request_encrypted`. */
  tokens: Pick<RouteTokens, 'seal'>;
  /** Aborts the routing (an HTTP engine's requests). */
  signal?: AbortSignal;
  /** Checked after routing: a cancelled job builds nothing and throws a `QueryCancelledError`. */
  cancel?: CancelToken;
}

/**
 * The UTF-8 bytes of `text` in an `ArrayBuffer` of their own, to hand over to another thread (`Buffer.from`
 * encodes faster than `TextEncoder`; a short text lands in Node's shared pool and is copied out of it).
 */
function ownUtf8(text: string): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) {
    return new Uint8Array(bytes.buffer as ArrayBuffer, 0, bytes.byteLength);
  }
  return new Uint8Array(bytes);
}

function refused(error: RouteCalculationError): RouteJobOutcome {
  return { kind: 'refused', status: error.status, message: error.message, error: error.error };
}

async function routeWith(deps: RouteJobDeps, query: RouteQuery, avoidTolls: boolean): Promise<RouteAnswer> {
  if (!avoidTolls) return deps.engine.route(query, deps.signal);
  return (await routeAvoidingTolls(deps.engine, query, deps.reference.placements, deps.signal)).answer;
}

/**
 * Routes and builds a calculation:
 * 1. the way out (with up to two alternatives) and, with `config_rota.volta`, the way back (the reversed
 *    waypoints, routed and priced on its own) are routed at the same time; `avoid_tolls` uses
 *    `routeAvoidingTolls`; an engine's refusal (no path, too long) is the `refused` outcome;
 * 2. each alternative becomes a way (`buildRouteWay`: tolls, stations, freight floor, fuel) and gets the
 *    same `volta`: the best way back does not depend on the way out chosen, and every alternative shows
 *    the round trip's totals;
 * 3. the request is sealed into its token and the response's `data` is serialised (UTF-8 JSON).
 * An engine error that is not the user's to fix (anything but a Valhalla server giving no route) is thrown.
 */
export async function runRouteJob(job: RouteJob, deps: RouteJobDeps): Promise<RouteJobOutcome> {
  const { request, pricing } = job;
  const avoidTolls = request.type_route === 'avoid_tolls';
  const route = (stops: readonly ResolvedWaypoint[], alternates: boolean) => {
    const query = buildRouteQuery(request, stops);
    if (!alternates) query.alternates = 0;
    return routeWith(deps, query, avoidTolls);
  };
  let answers: [RouteAnswer, RouteAnswer | null];
  try {
    answers = await Promise.all([
      route(job.anchored, true),
      request.config_rota.volta ? route([...job.anchored].reverse(), false) : null,
    ]);
  } catch (error) {
    const failure = engineFailure(error, deps.signal);
    if (failure) return refused(failure);
    throw error;
  }
  const [out, back] = answers;
  for (const answer of answers) {
    if (answer && isValhallaError(answer)) return refused(engineRefusal(answer));
  }
  if (deps.cancel?.isCancelled()) throw new QueryCancelledError();
  const { reference } = deps;
  const outbound = out as ValhallaRouteResponse;
  const fuel = request.consumo_combustivel;
  const volta = back
    ? buildRouteWay((back as ValhallaRouteResponse).trip, reference, pricing, fuel)
    : undefined;
  const rotas: RouteResponseData['rotas'] = [];
  for (const trip of [outbound.trip, ...outbound.alternates.map((alternate) => alternate.trip)]) {
    rotas.push({ ...buildRouteWay(trip, reference, pricing, fuel), ...(volta ? { volta } : {}) });
  }
  const token = deps.tokens.seal(request);
  const first = job.waypoints[0]!;
  const last = job.waypoints[job.waypoints.length - 1]!;
  const data: RouteResponseData = {
    waypoints: job.waypoints.map((waypoint) => ({
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
  };
  return { kind: 'route', json: ownUtf8(JSON.stringify(data)) };
}
