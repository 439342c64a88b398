import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, ID, idParams } from '../http/endpoint.ts';
import type { Resource } from '../http/endpoint.ts';
import type { JsonSchema } from './openapi-document.ts';
import { buildOpenApiDocument, openApiPath } from './openapi-document.ts';

interface TreeNode {
  name: string;
  children: TreeNode[];
}
const treeSchema: z.ZodType<TreeNode> = z.object({
  name: z.string(),
  get children() {
    return z.array(treeSchema);
  },
});

/** Endpoints with the awkward schemas: transforms, pipes, dates, recursion, a query union. */
const sample: Resource[] = [
  {
    tag: 'Amostras',
    endpoints: [
      endpoint({
        method: 'get',
        path: '/samples',
        summary: 'Lista',
        access: 'sample-list' as never,
        query: z.object({
          page: z.preprocess((v) => v, z.coerce.number().int().min(1).default(1)),
          name: z.string().describe('Parte do nome').optional(),
          kind: z.enum(['a', 'b']),
        }),
        response: z.array(z.object({ id: z.number(), at: z.date() })),
        handler: () => [],
      }),
      endpoint({
        method: 'post',
        path: '/samples',
        summary: 'Cria',
        access: 'authenticated',
        body: z.object({ text: z.string().transform((t) => t.length) }),
        response: z.string().transform((t) => t.length),
        status: 201,
        message: 'Criado.',
        handler: () => 1,
      }),
      endpoint({
        method: 'put',
        path: `/samples/${ID}/tree`,
        summary: 'Árvore',
        access: 'public',
        params: idParams,
        body: treeSchema,
        response: z.object({ tree: treeSchema, when: z.string().pipe(z.coerce.date()) }),
        handler: () => null,
      }),
      endpoint({
        method: 'get',
        path: '/samples/:code{[A-Z]{3}}',
        summary: 'Por código',
        access: 'public',
        query: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
        handler: () => null,
      }),
    ],
  },
];

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

describe('openApiPath', () => {
  it.each([
    ['/shippers', '/api/shippers', []],
    ['/shippers/:id{[0-9]+}', '/api/shippers/{id}', [{ name: 'id', pattern: '^[0-9]+$' }]],
    [
      '/a/:code{[A-Z]{3}}/b/:slug',
      '/api/a/{code}/b/{slug}',
      [{ name: 'code', pattern: '^[A-Z]{3}$' }, { name: 'slug' }],
    ],
  ])('turns %s into %s', (hono, path, params) => {
    expect(openApiPath(hono)).toEqual({ path, params });
  });
});

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument(sample, { version: '9.9.9' });
  const ops = doc.paths;

  it('converts awkward schemas without throwing, and keeps every $ref resolvable', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('9.9.9');
    for (const target of refsOf(doc)) {
      const [, section, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(target) ?? [];
      expect(section, target).toBeDefined();
      expect(doc.components[section as 'schemas'][name as string], target).toBeDefined();
    }
    expect(JSON.stringify(doc)).not.toContain('$defs');
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
  });

  it('describes query parameters, required only when the input requires them', () => {
    const params = ops['/api/samples']?.['get']?.parameters ?? [];
    expect(params.map((p) => [p.name, p.in, p.required])).toEqual([
      ['page', 'query', false],
      ['name', 'query', false],
      ['kind', 'query', true],
    ]);
    expect(params[1]?.description).toBe('Parte do nome');
    const union = ops['/api/samples/{code}']?.['get']?.parameters ?? [];
    expect(union.map((p) => [p.name, p.in, p.required])).toEqual([
      ['code', 'path', true],
      ['a', 'query', false],
      ['b', 'query', false],
    ]);
    expect(union[0]?.schema).toEqual({ type: 'string', pattern: '^[A-Z]{3}$' });
  });

  it('wraps the answer in the envelope under the declared status, with the declared message', () => {
    const created = ops['/api/samples']?.['post']?.responses['201'] as {
      description: string;
      content: { 'application/json': { schema: JsonSchema } };
    };
    expect(created.description).toBe('Criado.');
    const envelope = created.content['application/json']?.schema;
    expect(envelope['required']).toEqual([
      'success',
      'statusCode',
      'message',
      'title',
      'details',
      'data',
      'error',
    ]);
    expect((envelope['properties'] as Record<string, unknown>)['statusCode']).toEqual({ const: 201 });
    // a transform has no JSON Schema of its output: any value
    expect((envelope['properties'] as Record<string, unknown>)['data']).toEqual({});
    // …but its input is a string
    expect(ops['/api/samples']?.['post']?.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { text: { type: 'string' } },
    });
  });

  it('leaves answer objects open to fields the schema does not list (records come as stored)', () => {
    const answer = ops['/api/samples']?.['get']?.responses['200'] as {
      content: { 'application/json': { schema: JsonSchema } };
    };
    const data = (answer.content['application/json'].schema['properties'] as Record<string, JsonSchema>)[
      'data'
    ];
    const row = data?.['items'] as JsonSchema;
    expect(row['properties']).toHaveProperty('id');
    expect(row).not.toHaveProperty('additionalProperties');
  });

  it('documents a call without a response schema as its own answer (a file), not the envelope', () => {
    expect(ops['/api/samples/{code}']?.['get']?.responses['200']).toEqual({
      description: 'Arquivo ou resposta própria, fora do envelope.',
      content: { '*/*': { schema: {} } },
    });
  });

  it('puts recursive schemas into components', () => {
    const body = ops['/api/samples/{id}/tree']?.['put']?.requestBody?.content['application/json']?.schema;
    expect(refsOf(body).length).toBeGreaterThan(0);
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThan(1);
  });

  it('secures non-public calls with the bearer scheme and lists the errors each can give', () => {
    expect(doc.components.securitySchemes['bearerAuth']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    const list = ops['/api/samples']?.['get'];
    expect(list?.security).toBeUndefined();
    expect(Object.keys(list?.responses ?? {}).sort()).toEqual([
      '200',
      '401',
      '402',
      '403',
      '422',
      '423',
      'default',
    ]);
    expect(list?.description).toContain('`sample-list`');
    const create = ops['/api/samples']?.['post'];
    expect(Object.keys(create?.responses ?? {}).sort()).toEqual(['201', '400', '401', '422', 'default']);
    const open = ops['/api/samples/{id}/tree']?.['put'];
    expect(open?.security).toEqual([]);
    expect(Object.keys(open?.responses ?? {}).sort()).toEqual(['200', '400', '404', '422', 'default']);
  });

  it('names each operation uniquely and tags it with its resource', () => {
    const all = Object.values(ops).flatMap((item) => Object.values(item));
    expect(all.map((op) => op.operationId)).toEqual([
      'getSamples',
      'postSamples',
      'putSamplesByIdTree',
      'getSamplesByCode',
    ]);
    expect(doc.tags).toEqual([{ name: 'Amostras' }]);
    expect(all.every((op) => op.tags[0] === 'Amostras')).toBe(true);
  });
});
