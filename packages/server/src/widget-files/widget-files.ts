import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Config } from '../config.ts';
import type { AppEnv } from '../http/endpoint.ts';

/** Where the built planner element is served. */
export const WIDGET_PATH = '/widget';

/** Entry file of the planner element (registers `<freight-route-planner>`). */
export const WIDGET_ENTRY = 'freight-route-planner.js';

/** Address of the entry file on this server. */
export const WIDGET_ENTRY_URL = `${WIDGET_PATH}/${WIDGET_ENTRY}`;

/** A file whose name carries Vite's content hash (`maplibre-gl-DasEL53h.js`): it never changes. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8}\.(?:m?js|css|wasm)$/;

/** Cache policy of hashed chunks (a year, never revalidated) and of the stable names (revalidated). */
export const WIDGET_CACHE = {
  hashed: 'public, max-age=31536000, immutable',
  stable: 'public, max-age=300, must-revalidate',
} as const;

/** Whether the planner element has been built (its entry file exists in `WIDGET_DIST`). */
export function widgetBuilt(config: Pick<Config, 'WIDGET_DIST'>): boolean {
  return existsSync(join(config.WIDGET_DIST, WIDGET_ENTRY));
}

/**
 * Serves `WIDGET_DIST` under `/widget/` for third-party pages and the embed page: JavaScript (`.js` and
 * `.mjs`, the maplibre worker) as `text/javascript`, hashed chunks cached for a year and the stable names
 * (`freight-route-planner.js`, `maplibre-gl-worker.mjs`) for five minutes, and
 * `Access-Control-Allow-Origin: *` because module scripts and their chunks are fetched in CORS mode from
 * other origins. A missing file falls through to the app's 404.
 */
export function mountWidgetFiles(app: Hono<AppEnv>, config: Pick<Config, 'WIDGET_DIST'>): void {
  const root = relative(process.cwd(), config.WIDGET_DIST) || '.';
  app.use(`${WIDGET_PATH}/*`, async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.header('Cache-Control', HASHED_FILE.test(c.req.path) ? WIDGET_CACHE.hashed : WIDGET_CACHE.stable);
    c.header('Access-Control-Allow-Origin', '*');
  });
  app.use(
    `${WIDGET_PATH}/*`,
    serveStatic({ root, rewriteRequestPath: (path) => path.slice(WIDGET_PATH.length) }),
  );
}
