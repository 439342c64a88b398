import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { existsSync } from 'node:fs';
import type { Config } from './config.ts';
import { mountAppPages } from './http/app-pages.ts';
import type { AppEnv } from './http/endpoint.ts';
import { handleError } from './http/error-handler.ts';
import { MESSAGES } from './http/messages.ts';
import { mountEndpoints } from './http/mount-endpoints.ts';
import { pageSecurity } from './http/page-security.ts';
import { requestBodyLimit } from './http/request-body-limit.ts';
import { mountApiDocs } from './openapi/api-docs.ts';
import { errorBody, successBody } from './http/response.ts';
import { EMBED_PATH, mountEmbedPage } from './embed/embed-page.ts';
import { mountRouteReport } from './report/route-report-page.ts';
import { resources } from './resources/resources.ts';
import type { ServerContext } from './server-context.ts';
import { sharedRoutesResource } from './shared-routes/shared-routes.routes.ts';
import { createSharedRoutes } from './shared-routes/shared-routes.ts';
import { mountShortLinkRedirect } from './short-links/short-link-redirect.ts';
import { shortLinksResource } from './short-links/short-links.routes.ts';
import { createShortLinksService } from './short-links/short-links.service.ts';
import { mountWidgetFiles } from './widget-files/widget-files.ts';

/** Version reported by the health check. */
export const SERVER_VERSION = '0.1.0';

/**
 * Builds the HTTP application over `ctx`: security headers (the pages' Content-Security-Policy and framing
 * rules in `page-security.ts`), CORS for the configured origins, body size
 * limit, request ids and JSON access logs; the API under `/api` (every resource of `resources.ts`, the
 * shared-route and short-link calls, its OpenAPI document and the docs page); the planner element under
 * `/widget/`, the embed page `/embed`, short links `/s/:code`, the route report
 * `/app/routes/report`, and the host app under `/app/` with history fallback.
 */
export function createApp(ctx: ServerContext): Hono<AppEnv> {
  const { config, logger } = ctx;
  const app = new Hono<AppEnv>();
  const startedAt = Date.now();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      request_id: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(
    secureHeaders({
      xFrameOptions: false,
      crossOriginResourcePolicy: 'cross-origin',
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  app.use(pageSecurity(config, [EMBED_PATH]));
  if (config.CORS_ORIGINS.length > 0) {
    const anyOrigin = config.CORS_ORIGINS.includes('*');
    app.use(
      '/api/*',
      cors({
        origin: anyOrigin ? '*' : [...config.CORS_ORIGINS],
        allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
        exposeHeaders: ['Content-Disposition', 'X-Request-Id', 'Retry-After'],
        maxAge: 600,
      }),
    );
  }
  app.use('/api/*', requestBodyLimit(config.BODY_LIMIT_KB * 1024));

  app.get('/api/health', (c) =>
    c.json(
      successBody({
        status: 'ok',
        version: SERVER_VERSION,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      }),
    ),
  );
  const sharedRoutes = createSharedRoutes(ctx);
  const shortLinks = createShortLinksService(ctx);
  const apiResources = [
    ...resources(ctx),
    sharedRoutesResource(sharedRoutes),
    shortLinksResource(shortLinks, config),
  ];
  mountEndpoints(app, ctx, apiResources);
  mountApiDocs(app, apiResources, SERVER_VERSION);
  app.all('/api/*', (c) => c.json(errorBody(404, MESSAGES.routeNotFound), 404));

  mountWidgetFiles(app, config);
  mountEmbedPage(app, ctx);
  mountShortLinkRedirect(app, shortLinks, config);

  app.get('/', (c) => c.redirect('/app/'));
  mountRouteReport(app, ctx, sharedRoutes);
  mountAppPages(app, config);

  app.notFound((c) => c.json(errorBody(404, MESSAGES.pageNotFound), 404));
  app.onError(handleError(logger));
  return app;
}

/** Whether the host app has been built (the server serves it from `APP_DIST`). */
export function hostAppBuilt(config: Config): boolean {
  return existsSync(`${config.APP_DIST}/index.html`);
}
