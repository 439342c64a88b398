import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context, Hono } from 'hono';
import type { AppEnv, Resource } from '../http/endpoint.ts';
import { errorBody } from '../http/response.ts';
import { MESSAGES } from '../http/messages.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { API_TITLE, buildOpenApiDocument, successEnvelope } from './openapi-document.ts';

/** Where the document and the page answer. */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';
const ASSETS_PATH = `${DOCS_PATH}/assets`;

/** Folder of the installed `swagger-ui-dist` package: the page loads nothing from the network. */
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Script starting Swagger UI on the document (a file: the pages' Content-Security-Policy forbids inline scripts). */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/** The files the page may load: name → type and contents (read on first use, then kept). */
const ASSETS: Record<string, { type: string; file?: string; text?: string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: 'swagger-ui-bundle.js' },
  'favicon-32x32.png': { type: 'image/png', file: 'favicon-32x32.png' },
  'init.js': { type: 'text/javascript; charset=utf-8', text: INIT_SCRIPT },
};

const PAGE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Documentação da ${API_TITLE}</title>
    <link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${ASSETS_PATH}/favicon-32x32.png" />
  </head>
  <body>
    <noscript>Ative o JavaScript para navegar pela documentação, ou leia ${OPENAPI_PATH}.</noscript>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_PATH}/init.js"></script>
  </body>
</html>
`;

/** `GET /api/health`, which `app.ts` answers outside the resources. */
const HEALTH_PATH: OpenApiDocument['paths'][string] = {
  get: {
    operationId: 'getHealth',
    summary: 'Verificação de saúde do servidor',
    description: 'Acesso público (sem token).',
    tags: ['Sistema'],
    security: [],
    responses: {
      '200': {
        description: 'OK',
        content: {
          'application/json': {
            schema: successEnvelope(
              {
                type: 'object',
                properties: {
                  status: { const: 'ok' },
                  version: { type: 'string' },
                  uptime_s: { type: 'integer', minimum: 0 },
                },
                required: ['status', 'version', 'uptime_s'],
              },
              200,
            ),
          },
        },
      },
    },
    'x-access': 'public',
  },
};

/**
 * The OpenAPI document of `resources` plus the health check, built once on first use (the resources
 * do not change while the process runs).
 */
export function apiDocument(resources: readonly Resource[], version: string): () => OpenApiDocument {
  let document: OpenApiDocument | undefined;
  return () => {
    if (!document) {
      document = buildOpenApiDocument(resources, { version });
      document.paths = { '/api/health': HEALTH_PATH, ...document.paths };
      document.tags.push({ name: 'Sistema' });
    }
    return document;
  };
}

/**
 * Mounts `GET /api/openapi.json` (the OpenAPI 3.1 document of `resources`) and `GET /api/docs` (Swagger UI
 * over it, every file served from the local `swagger-ui-dist` package). Call before the `/api/*` 404.
 */
export function mountApiDocs(app: Hono<AppEnv>, resources: readonly Resource[], version: string): void {
  const document = apiDocument(resources, version);
  const cache = new Map<string, string | Buffer>();
  app.get(OPENAPI_PATH, (c) => c.json(document()));
  const page = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(PAGE);
  };
  app.get(DOCS_PATH, page);
  app.get(`${DOCS_PATH}/`, page);
  app.get(`${ASSETS_PATH}/:name`, (c) => {
    const name = c.req.param('name');
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) return c.json(errorBody(404, MESSAGES.routeNotFound), 404);
    let body = cache.get(name);
    if (body === undefined) {
      body = asset.text ?? readFileSync(join(swaggerUiDir, asset.file as string));
      cache.set(name, body);
    }
    c.header('Content-Type', asset.type);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(typeof body === 'string' ? body : new Uint8Array(body));
  });
}
