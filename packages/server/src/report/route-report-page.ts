import type { Hono } from 'hono';
import { z } from 'zod';
import { ENCRYPTED_ROUTE_PARAM, REPORT_ALTERNATIVE_PARAM, routeResponseSchema } from '@freight/core';
import type { AppEnv } from '../http/endpoint.ts';
import { htmlMessage } from '../html/html-page.ts';
import { HttpError } from '../http/http-error.ts';
import { REPORT_PATH } from '../route-calculation/route-response-data.ts';
import { RouteCalculationError } from '../route-calculation/route-calculation-error.ts';
import type { ServerContext } from '../server-context.ts';
import { SHARED_ROUTE_MESSAGES } from '../shared-routes/shared-route-messages.ts';
import type { SharedRoutes } from '../shared-routes/shared-routes.ts';
import { REPORT_MESSAGES } from './report-messages.ts';
import { REPORT_PRINT_SCRIPT, REPORT_PRINT_SCRIPT_PATH } from './report-print-script.ts';
import { routeReportHtml } from './route-report-html.ts';

/** Query of the report page: the token (`data`) and the alternative (`alt`, anything else → 0). */
const reportQuerySchema = z.object({
  [ENCRYPTED_ROUTE_PARAM]: z.string().trim().min(1),
  [REPORT_ALTERNATIVE_PARAM]: z.coerce.number().int().min(0).catch(0),
});

/**
 * `GET /app/routes/report?data=<request_encrypted>&alt=<index>` (the `report_link` of a calculation): the
 * printable report of the token's route (see `routeReportHtml`), recalculated through the shared routes
 * (cached ten minutes per token). Public like the token's other pages. Errors are pt-BR pages, never a
 * trace: a missing or bad token 400 'Link de rota inválido.', a waypoint no longer found 422, the engine's
 * refusals and failures with their status, anything else 500 (logged). Also serves the report's print
 * script (`REPORT_PRINT_SCRIPT_PATH`). Mount it before the `/app/*` files.
 */
export function mountRouteReport(
  app: Hono<AppEnv>,
  ctx: Pick<ServerContext, 'clock' | 'logger'>,
  sharedRoutes: SharedRoutes,
): void {
  app.get(REPORT_PRINT_SCRIPT_PATH, (c) =>
    c.body(REPORT_PRINT_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    }),
  );
  app.get(REPORT_PATH, async (c) => {
    const query = reportQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      return htmlMessage(c, 400, SHARED_ROUTE_MESSAGES.invalidLink, SHARED_ROUTE_MESSAGES.invalidLinkDetails);
    }
    try {
      const { request, outcome } = await sharedRoutes.replay(query.data[ENCRYPTED_ROUTE_PARAM]);
      if (outcome.kind === 'address') return htmlMessage(c, 422, REPORT_MESSAGES.failed, outcome.message);
      const response = routeResponseSchema.parse(JSON.parse(Buffer.from(outcome.json).toString('utf8')));
      const html = routeReportHtml({
        response,
        request,
        alternative: query.data[REPORT_ALTERNATIVE_PARAM],
        now: ctx.clock(),
      });
      return c.html(html, 200, { 'Cache-Control': 'no-store' });
    } catch (error) {
      if (error instanceof RouteCalculationError) {
        return htmlMessage(c, error.status, REPORT_MESSAGES.failed, error.message);
      }
      if (error instanceof HttpError) {
        const details = typeof error.details === 'string' ? error.details : undefined;
        const message = error.status === 503 ? REPORT_MESSAGES.unavailable : error.message;
        return htmlMessage(c, error.status === 400 ? 400 : 503, message, details);
      }
      ctx.logger.error('route report failed', {
        request_id: c.get('requestId'),
        error: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
      return htmlMessage(c, 500, REPORT_MESSAGES.failed);
    }
  });
}
