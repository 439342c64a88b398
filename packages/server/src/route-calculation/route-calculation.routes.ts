import {
  ROUTE_ADDRESS_ERROR_TYPE,
  routeAddressErrorDataSchema,
  routeRequestSchema,
  routeResponseSchema,
} from '@freight/core';
import { endpoint } from '../http/endpoint.ts';
import type { Resource } from '../http/endpoint.ts';
import { HttpError } from '../http/http-error.ts';
import { errorBody } from '../http/response.ts';
import type { ServerContext } from '../server-context.ts';
import { calculateRoute } from './route-calculation.ts';
import { ROUTE_MESSAGES } from './route-messages.ts';
import { routeResponseJson } from './route-response-json.ts';

/** Longest a calculation may take (SPEC §9: the routing request time-out, 30 s). */
export const ROUTE_TIMEOUT_MS = 30_000;

/**
 * The answer to a waypoint that cannot be placed (SPEC §8, core's `classifyRouteSearchResult`): status 200,
 * `success: false`, `data: { error_type: 'route-address', address }`, so the planner asks whether the
 * user wants to give its location.
 */
export function routeAddressBody(address: string, message: string) {
  return { ...errorBody(200, message), data: { error_type: ROUTE_ADDRESS_ERROR_TYPE, address } };
}

/**
 * `POST /api/routes/route` (SPEC §7): the route calculation, permission `route-calculate`. Counts one use
 * of the company's daily fair-use quota (429 past it), answers 503 while the route services are not
 * built, the route-address error (status 200) for a waypoint not found or too far from any road, 422 with
 * the engine's error for a route the engine refuses (no path, too long), 503 when a route worker fails,
 * 504 past 30 s (each a `RouteCalculationError`, answered by the app's error handler). A route's data
 * arrives from the route workers as UTF-8 JSON and is wrapped and written without being parsed.
 */
export function routeCalculationResource(ctx: ServerContext): Resource {
  return {
    tag: 'Cálculo de rotas',
    endpoints: [
      endpoint({
        method: 'post',
        path: '/routes/route',
        summary:
          'Calcula uma rota com alternativas, volta, pedágios, balanças, piso mínimo de frete (ANTT) e combustível',
        access: 'route-calculate',
        body: routeRequestSchema,
        response: routeResponseSchema,
        failureAnswer: {
          description:
            'um ponto não foi encontrado ou está longe de qualquer estrada (o planejador pergunta se o usuário quer informar a localização)',
          data: routeAddressErrorDataSchema,
        },
        message: ROUTE_MESSAGES.calculated,
        handler: async ({ user, body, c }) => {
          const services = ctx.routeServices;
          if (!services) throw new HttpError(503, ROUTE_MESSAGES.unavailable);
          const company = user.companyIds[0];
          if (company !== undefined) await ctx.fairUse.consume(company, 'route-calculation');
          const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(ROUTE_TIMEOUT_MS)]);
          const result = await calculateRoute(ctx, services, body, signal);
          if (result.kind === 'address') return c.json(routeAddressBody(result.address, result.message), 200);
          return c.body(routeResponseJson(result.json, ROUTE_MESSAGES.calculated), 200, {
            'content-type': 'application/json; charset=UTF-8',
          });
        },
      }),
    ],
  };
}
