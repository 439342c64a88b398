import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../resources/resources.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import type { OpenApiDocument } from './openapi-document.ts';
import { openApiPath } from './openapi-document.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every `$ref` in `node`. */
function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  }
  return found;
}

let api: TestApi;
let doc: OpenApiDocument;
beforeAll(async () => {
  api = await startTestApi('pglite');
  const res = await api.as(null).get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body as OpenApiDocument;
}, 60_000);
afterAll(() => api?.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the API, without a token', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'API do Planejador de Rotas de Frete', version: '0.1.0' });
    expect(typeof doc.info.description).toBe('string');
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
    });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it('has every declared endpoint, with its summary, tag and access', () => {
    const declared = resources(api.ctx).flatMap((resource) =>
      resource.endpoints.map((endpoint) => ({ resource, endpoint })),
    );
    expect(declared.length).toBeGreaterThan(20);
    for (const { resource, endpoint } of declared) {
      const { path } = openApiPath(endpoint.path);
      const operation = doc.paths[path]?.[endpoint.method];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      expect(operation).toMatchObject({
        summary: endpoint.summary,
        tags: [resource.tag],
        'x-access': endpoint.access,
      });
      expect(Object.keys(operation?.responses ?? {})).toContain(String(endpoint.status ?? 200));
      if (endpoint.access === 'public') expect(operation?.security).toEqual([]);
      else expect(operation?.security).toBeUndefined();
    }
    expect(doc.paths['/api/health']?.['get']).toBeDefined();
    const tagNames = doc.tags.map((tag) => tag.name);
    for (const resource of resources(api.ctx)) expect(tagNames).toContain(resource.tag);
  });

  it('has the shape OpenAPI 3.1 requires', () => {
    const operationIds: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api(\/[\w.-]+|\/\{\w+\})*$/);
      for (const [method, operation] of Object.entries(item)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        operationIds.push(operation.operationId);
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(status).toMatch(/^([1-5]\d\d|default)$/);
          expect(response).toSatisfy(
            (r: Record<string, unknown>) =>
              typeof r['$ref'] === 'string' || typeof r['description'] === 'string',
          );
        }
        // each {template} of the path is a required path parameter, and nothing else is
        const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path');
        expect(inPath.map((p) => p.name).sort()).toEqual(templated.sort());
        expect(inPath.every((p) => p.required)).toBe(true);
        for (const p of operation.parameters ?? []) {
          expect(['path', 'query']).toContain(p.in);
          expect(typeof p.schema).toBe('object');
        }
        for (const requirement of operation.security ?? []) {
          for (const scheme of Object.keys(requirement))
            expect(doc.components.securitySchemes).toHaveProperty(scheme);
        }
      }
    }
    expect(new Set(operationIds).size).toBe(operationIds.length);
    for (const target of refsOf(doc)) {
      const match = /^#\/components\/(schemas|responses)\/([\w.-]+)$/.exec(target);
      expect(match, target).not.toBeNull();
      expect(doc.components[match?.[1] as 'schemas'][match?.[2] as string], target).toBeDefined();
    }
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"$schema"');
    expect(text).not.toContain('#/$defs/');
  });

  it('describes bodies and answers from the zod schemas, in the response envelope', () => {
    const create = doc.paths['/api/shippers']?.['post'];
    expect(create?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['company_id', 'document', 'name']),
    });
    const answer = create?.responses['201'] as {
      content: Record<string, { schema: Record<string, unknown> }>;
    };
    expect(answer.content['application/json']?.schema).toMatchObject({
      properties: {
        success: { const: true },
        statusCode: { const: 201 },
        data: { type: 'object', properties: { id: { type: 'integer' }, document: { type: 'string' } } },
      },
    });
    expect(create?.responses['422']).toEqual({ $ref: '#/components/responses/ValidationError' });
    const list = doc.paths['/api/shippers']?.['get'];
    expect(list?.parameters?.map((p) => p.name)).toEqual([
      'page',
      'per_page',
      'name',
      'cnpj',
      'sort',
      'order',
    ]);
    expect(list?.parameters?.find((p) => p.name === 'sort')).toMatchObject({
      required: false,
      schema: { enum: ['id', 'name', 'document', 'created_at', 'updated_at'] },
    });
    expect(doc.paths['/api/shippers/{id}']?.['get']?.parameters).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'integer' }),
      }),
    ]);
  });
});

describe('the input limits in /api/openapi.json', () => {
  const bodyOf = (path: string, method: string) =>
    doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, Record<string, unknown>>;
    };

  it('shows the most characters of each text, the range and step of each number', () => {
    expect(bodyOf('/api/shippers', 'post').properties).toMatchObject({
      company_id: { type: 'integer', exclusiveMinimum: 0, maximum: 2_147_483_647 },
      name: { type: 'string', minLength: 3, maxLength: 200 },
      document: { type: 'string', maxLength: 18 },
    });
    expect(bodyOf('/api/plates', 'post').properties).toMatchObject({
      plate: { maxLength: 8 },
      brand: { maxLength: 100 },
      axis: { type: 'integer', minimum: 2, maximum: 15 },
      vehicle_type_pepsico: { type: 'integer' },
    });
    expect(bodyOf('/api/toll-plazas/{id}/tariffs', 'post').properties).toMatchObject({
      multiplier: { type: 'number', minimum: 0.5, maximum: 20, multipleOf: 0.5 },
      fare: { type: 'number', exclusiveMinimum: 0, maximum: 100_000, multipleOf: 0.01 },
    });
    expect(bodyOf('/api/toll-plazas', 'post').properties).toMatchObject({
      lat: { type: 'number', minimum: -90, maximum: 90 },
      lng: { type: 'number', minimum: -180, maximum: 180 },
    });
    const saved = bodyOf('/api/routes', 'post').properties;
    expect(saved).toMatchObject({ slug: { maxLength: 200 }, waypoints: { minItems: 2, maxItems: 20 } });
    expect(saved['waypoints']?.['items']).toMatchObject({ maxLength: 500 });
    const route = bodyOf('/api/routes/route', 'post').properties;
    expect(route['waypoints']).toMatchObject({ maxItems: 20 });
    const page = doc.paths['/api/shippers']?.['get']?.parameters?.find((p) => p.name === 'page');
    expect(page?.schema).toMatchObject({ type: 'integer', minimum: 1 });
  });
});

describe('GET /api/docs', () => {
  it('is a pt-BR Swagger UI page whose every asset is served here', async () => {
    const res = await api.as(null).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = String(res.body);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toMatch(/<title>Documentação da API do Planejador de Rotas de Frete<\/title>/);
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      expect(url, 'no external URL').toMatch(/^\/api\/docs\/assets\/[\w.-]+$/);
      const asset = await api.as(null).get(url);
      expect(asset.status, url).toBe(200);
      expect(String(asset.body).length, url).toBeGreaterThan(100);
    }
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it('starts Swagger UI on the local document, without the online validator', async () => {
    const init = await api.as(null).get('/api/docs/assets/init.js');
    expect(init.headers.get('content-type')).toContain('javascript');
    expect(String(init.body)).toContain('"/api/openapi.json"');
    expect(String(init.body)).toContain('validatorUrl: null');
    const bundle = await api.as(null).get('/api/docs/assets/swagger-ui-bundle.js');
    expect(String(bundle.body)).toContain('SwaggerUIBundle');
  });

  it('serves only the listed assets', async () => {
    for (const path of [
      '/api/docs/assets/package.json',
      '/api/docs/assets/..%2Fpackage.json',
      '/api/docs/assets/x',
    ]) {
      const res = await api.as(null).get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ success: false });
    }
  });
});
