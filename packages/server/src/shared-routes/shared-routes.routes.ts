import { z } from 'zod';
import { routeResponseSchema } from '@freight/core';
import { endpoint } from '../http/endpoint.ts';
import type { Resource } from '../http/endpoint.ts';
import { HttpError } from '../http/http-error.ts';
import { routeAddressBody } from '../route-calculation/route-calculation.routes.ts';
import { ROUTE_MESSAGES } from '../route-calculation/route-messages.ts';
import { routeResponseJson } from '../route-calculation/route-response-json.ts';
import { SHARED_ROUTE_MESSAGES } from './shared-route-messages.ts';
import type { SharedRoutes } from './shared-routes.ts';

/** Query of `GET /api/routes/encrypted`: `json`, the `request_encrypted` of a calculation. */
export const encryptedRouteQuerySchema = z.object({
  json: z
    .string()
    .trim()
    .optional()
    .describe(
      'O `request_encrypted` de um cálculo de rota (links compartilhados, mapas incorporados, relatório).',
    ),
});

/**
 * `GET /api/routes/encrypted?json=` (SPEC §7): the route of a share link, embed or report, calculated
 * again from its sealed request. Public: the token is the permission. Same answer as `POST
 * /api/routes/route` (the route-address answer with status 200 included); 400 'Link de rota inválido.' for
 * a token that is missing or not this server's; 422/503/504 as the calculation (its
 * `RouteCalculationError`, answered by the app's error handler). Answers of one token are
 * reused for ten minutes (see `createSharedRoutes`).
 */
export function sharedRoutesResource(sharedRoutes: SharedRoutes): Resource {
  return {
    tag: 'Rotas compartilhadas',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/routes/encrypted',
        summary: 'Rota de um link compartilhado, recalculada a partir da requisição criptografada',
        access: 'public',
        query: encryptedRouteQuerySchema,
        response: routeResponseSchema,
        message: ROUTE_MESSAGES.calculated,
        handler: async ({ query, c }) => {
          if (!query.json) throw new HttpError(400, SHARED_ROUTE_MESSAGES.missingToken);
          const { outcome } = await sharedRoutes.replay(query.json);
          if (outcome.kind === 'address') {
            return c.json(routeAddressBody(outcome.address, outcome.message), 200);
          }
          return c.body(routeResponseJson(outcome.json, ROUTE_MESSAGES.calculated), 200, {
            'content-type': 'application/json; charset=UTF-8',
          });
        },
      }),
    ],
  };
}
