import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { Config } from './config.ts';
import { errorBody, successBody } from './http/response.ts';

/** Version reported by the health check. */
export const SERVER_VERSION = '0.1.0';

/** Builds the HTTP application: the API under `/api` and the host app under `/app/`. */
export function createApp(config: Config): Hono {
  const app = new Hono();
  const startedAt = Date.now();

  app.get('/api/health', (c) =>
    c.json(
      successBody({
        status: 'ok',
        version: SERVER_VERSION,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      }),
    ),
  );
  app.all('/api/*', (c) => c.json(errorBody(404, 'Recurso não encontrado.'), 404));

  app.get('/', (c) => c.redirect('/app/'));
  const root = relative(process.cwd(), config.APP_DIST) || '.';
  app.use('/app/*', serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/app/, '') }));
  app.get('/app/*', serveStatic({ root, rewriteRequestPath: () => '/index.html' }));
  app.get('/app', (c) => c.redirect('/app/'));

  app.notFound((c) => c.json(errorBody(404, 'Página não encontrada.'), 404));
  app.onError((err, c) => {
    console.error('Erro interno:', err.message);
    return c.json(errorBody(500, 'Ocorreu um erro.', 'Contate o suporte caso o erro persista.'), 500);
  });
  return app;
}

/** Whether the host app has been built (the server serves it from `APP_DIST`). */
export function hostAppBuilt(config: Config): boolean {
  return existsSync(`${config.APP_DIST}/index.html`);
}
