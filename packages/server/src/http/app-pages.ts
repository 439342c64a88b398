import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { MAP_STYLE_META_NAME } from '@freight/core';
import type { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from './endpoint.ts';
import { escapeHtml } from '../html/escape-html.ts';

/**
 * The app's page (`index.html` of the built host app) with the server's map style (`MAP_STYLE`) in a
 * `<meta name="freight-map-style">` before `</head>`, so the app's planner draws the same map as the embed
 * page, from the origin the page policy allows. Without `MAP_STYLE` the page as built.
 *
 * @example appPageHtml('<head></head>', 'https://tiles.example.com.br/style.json')
 * // '<head><meta name="freight-map-style" content="https://tiles.example.com.br/style.json"></head>'
 */
export function appPageHtml(indexHtml: string, mapStyle: string | undefined): string {
  if (!mapStyle) return indexHtml;
  const meta = `<meta name="${MAP_STYLE_META_NAME}" content="${escapeHtml(mapStyle)}">`;
  return indexHtml.replace('</head>', `${meta}</head>`);
}

/** Whether `path` under `/app/` names a file of the build (an extension in its last segment). */
function isAssetPath(path: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Serves the built host app under `/app/` from `APP_DIST`: its files as they are, and every other path
 * (history routing) the app's page of {@link appPageHtml}, never cached so a new build is picked up.
 */
export function mountAppPages(app: Hono<AppEnv>, config: Pick<Config, 'APP_DIST' | 'MAP_STYLE'>): void {
  const root = relative(process.cwd(), config.APP_DIST) || '.';
  let page: Promise<string> | undefined;
  app.get('/app', (c) => c.redirect('/app/'));
  app.get('/app/*', async (c, next) => {
    if (isAssetPath(c.req.path)) return next();
    page ??= readFile(`${config.APP_DIST}/index.html`, 'utf8').then((html) =>
      appPageHtml(html, config.MAP_STYLE),
    );
    try {
      return c.html(await page, 200, { 'Cache-Control': 'no-cache' });
    } catch {
      page = undefined;
      return next();
    }
  });
  app.use('/app/*', serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/app/, '') }));
}
