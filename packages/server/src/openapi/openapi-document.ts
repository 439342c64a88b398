import { z } from 'zod';
import type { AnyEndpoint, Resource } from '../http/endpoint.ts';
import { MAX_JSON_DEPTH, MAX_JSON_ITEMS } from '../http/read-json-body.ts';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = Record<string, unknown>;

/** One parameter of an operation (path or query). */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

/** One operation of a path item. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  /** Who may call: `public`, `authenticated` or the permission name. */
  'x-access': string;
}

/** The OpenAPI 3.1 document of the API. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
  security: Record<string, string[]>[];
}

/** Title of the API in the document (and in the docs page). */
export const API_TITLE = 'API do Planejador de Rotas de Frete';

const DESCRIPTION = [
  'API HTTP do planejador de rotas de frete. Toda resposta vem no envelope',
  '`{success, statusCode, message, title, details, data, error}`; o conteúdo útil fica em `data`.',
  'Autentique-se em `POST /api/auth/login` e envie o token recebido no cabeçalho',
  '`Authorization: Bearer <token>`. Erros de validação (422) trazem em `details` a mensagem de cada campo.',
].join(' ');

/** Name of the security scheme (bearer JWT). */
export const BEARER_SCHEME = 'bearerAuth';

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The error answer of SPEC §8, shared by every error response. */
const ERROR_BODY: JsonSchema = {
  type: 'object',
  description: 'Envelope de uma resposta de erro.',
  properties: {
    success: { const: false },
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    message: { type: 'string', description: 'Mensagem em português para o usuário.' },
    title: { type: ['string', 'null'] },
    details: {
      description: 'Texto, ou (422) objeto campo → mensagem.',
      anyOf: [
        { type: 'string' },
        { type: 'object', additionalProperties: { type: 'string' } },
        { type: 'null' },
      ],
    },
    data: { type: 'null' },
    error: {},
  },
  required: ['success', 'statusCode', 'message', 'title', 'details', 'data', 'error'],
};

/** The shared error answers (`components.responses`); `Error` is every operation's `default`. */
const ERROR_RESPONSES: Record<string, string> = {
  Unauthorized: 'Sem token, ou token inválido ou expirado.',
  PaymentRequired: 'A empresa não possui assinatura ativa.',
  Forbidden: 'O usuário não tem a permissão exigida.',
  NotFound: 'Registro inexistente ou de outra empresa.',
  BadRequest: `Corpo ilegível: não é JSON, não está em UTF-8, aninha mais de ${MAX_JSON_DEPTH} níveis ou tem mais de ${MAX_JSON_ITEMS} elementos.`,
  ValidationError: 'Dados inválidos; `details` traz a mensagem de cada campo.',
  Locked: 'A assinatura da empresa está em atraso.',
  Error: 'Outros erros no mesmo envelope (409, 413, 415, 429, 500…).',
};

/** An answer with a success status but `success: false` around `data` (SPEC §8). */
function failureEnvelope(data: JsonSchema, status: number): JsonSchema {
  const properties = ERROR_BODY['properties'] as Record<string, JsonSchema>;
  return {
    ...ERROR_BODY,
    properties: { ...properties, statusCode: { const: status }, data },
  };
}

/** The success envelope (SPEC §3) around `data`. */
export function successEnvelope(data: JsonSchema, status: number): JsonSchema {
  return {
    type: 'object',
    properties: {
      success: { const: true },
      statusCode: { const: status },
      message: { type: 'string' },
      title: { type: 'null' },
      details: { type: 'null' },
      data,
      error: { type: 'null' },
    },
    required: ['success', 'statusCode', 'message', 'title', 'details', 'data', 'error'],
  };
}

/**
 * Hono path (below `/api`) → OpenAPI path and its parameters: `:id{[0-9]+}` → `{id}` (the regular
 * expression is kept as the parameter's pattern), `:name` → `{name}`.
 *
 * @example openApiPath('/shippers/:id{[0-9]+}') // { path: '/api/shippers/{id}', params: [{ name: 'id', pattern: '^[0-9]+$' }] }
 */
export function openApiPath(honoPath: string): {
  path: string;
  params: { name: string; pattern?: string }[];
} {
  const params: { name: string; pattern?: string }[] = [];
  let path = '';
  let i = 0;
  while (i < honoPath.length) {
    const char = honoPath[i] as string;
    if (char !== ':') {
      path += char;
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < honoPath.length && /[\w-]/.test(honoPath[j] as string)) j += 1;
    const name = honoPath.slice(i + 1, j);
    let pattern: string | undefined;
    if (honoPath[j] === '{') {
      let depth = 0;
      let k = j;
      for (; k < honoPath.length; k += 1) {
        if (honoPath[k] === '{') depth += 1;
        else if (honoPath[k] === '}' && --depth === 0) break;
      }
      pattern = `^${honoPath.slice(j + 1, k)}$`;
      j = k + 1;
    }
    if (honoPath[j] === '?') j += 1;
    params.push(pattern === undefined ? { name } : { name, pattern });
    path += `{${name}}`;
    i = j;
  }
  return { path: `/api${path}`, params };
}

/** `get /shippers/{id}` → `getShippersById`. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const text = param ? `by-${param[1]}` : segment;
      return text
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join('');
    });
  return `${method}${words.join('')}`;
}

function accessText(endpoint: AnyEndpoint, needsSubscription: boolean): string {
  const who =
    endpoint.access === 'public'
      ? 'Acesso público (sem token).'
      : endpoint.access === 'authenticated'
        ? 'Acesso: qualquer usuário autenticado.'
        : `Permissão exigida: \`${endpoint.access}\`.`;
  return needsSubscription ? `${who} Exige assinatura ativa da empresa (402/423).` : who;
}

/**
 * Keeps an answer's plain object open (zod would close it with `additionalProperties: false`): handlers
 * answer records as stored, not parsed through the `response` schema, so a record may carry fields the
 * schema does not list (`created_at`, …), and a strict client must not reject it. Strict objects stay closed.
 */
function openOutputObject(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  const def = (ctx.zodSchema as { _zod: { def: { type: string; catchall?: unknown } } })._zod.def;
  if (def.type === 'object' && def.catchall === undefined) delete ctx.jsonSchema['additionalProperties'];
}

/** Builds the components and converts zod schemas into them; one per document. */
class SchemaConverter {
  readonly schemas: Record<string, JsonSchema> = { ErrorBody: ERROR_BODY };

  /**
   * JSON Schema of `schema` (`input`: what a client sends; `output`: what the server answers).
   * Transforms and other types JSON Schema cannot express become `{}` (any value); a schema that
   * still fails to convert becomes `{}` with a note. Shared definitions and cycles go to the
   * components under names starting with `hint`.
   */
  convert(schema: z.ZodType, io: 'input' | 'output', hint: string): JsonSchema {
    let json: JsonSchema;
    try {
      json = z.toJSONSchema(schema, {
        target: 'draft-2020-12',
        io,
        unrepresentable: 'any',
        cycles: 'ref',
        reused: 'inline',
        override: io === 'output' ? openOutputObject : undefined,
      }) as JsonSchema;
    } catch {
      return { description: 'Formato não representável em JSON Schema.' };
    }
    const { $schema: _dialect, $defs, ...root } = json;
    const definitions = ($defs ?? {}) as Record<string, JsonSchema>;
    const names = new Map<string, string>();
    let index = 0;
    for (const key of Object.keys(definitions)) {
      const base = key.startsWith('__') ? `${hint}${++index}` : key;
      names.set(key, this.freeName(base.replace(/[^A-Za-z0-9._-]/g, '_')));
    }
    let selfName: string | undefined;
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (node === null || typeof node !== 'object') return node;
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          if (value === '#') {
            selfName ??= this.freeName(hint);
            out[key] = `#/components/schemas/${selfName}`;
          } else if (value.startsWith('#/$defs/')) {
            const name = names.get(value.slice('#/$defs/'.length));
            out[key] = name ? `#/components/schemas/${name}` : value;
          } else out[key] = value;
        } else out[key] = rewrite(value);
      }
      return out;
    };
    for (const [key, definition] of Object.entries(definitions)) {
      this.schemas[names.get(key) as string] = rewrite(definition) as JsonSchema;
    }
    const result = rewrite(root) as JsonSchema;
    if (selfName === undefined) return result;
    this.schemas[selfName] = result;
    return ref(selfName);
  }

  private freeName(base: string): string {
    let name = base;
    for (let n = 2; name in this.schemas; n += 1) name = `${base}${n}`;
    this.schemas[name] = {};
    return name;
  }
}

/** Properties of an object schema (or of the branches of a union of objects), with whether each is required. */
function objectProperties(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const found = new Map<string, { schema: JsonSchema; required: boolean }>();
  const visit = (node: JsonSchema, inUnion: boolean) => {
    const properties = (node['properties'] ?? {}) as Record<string, JsonSchema>;
    const required = new Set((node['required'] ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      if (!found.has(name)) found.set(name, { schema: property, required: !inUnion && required.has(name) });
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      for (const branch of (node[key] ?? []) as JsonSchema[]) visit(branch, inUnion || key !== 'allOf');
    }
  };
  visit(schema, false);
  return [...found].map(([name, entry]) => ({ name, ...entry }));
}

/** Moves a schema's `description` onto the parameter (where Swagger UI shows it). */
function parameter(name: string, location: 'path' | 'query', required: boolean, schema: JsonSchema) {
  const { description, ...rest } = schema;
  const result: OpenApiParameter = { name, in: location, required, schema: rest };
  if (typeof description === 'string') result.description = description;
  return result;
}

function operationOf(
  endpoint: AnyEndpoint,
  tag: string,
  pathParams: { name: string; pattern?: string }[],
  operationId: string,
  converter: SchemaConverter,
): OpenApiOperation {
  const { access } = endpoint;
  const isPublic = access === 'public';
  const needsPermission = !isPublic && access !== 'authenticated';
  const needsSubscription = endpoint.subscription ?? needsPermission;
  const parameters: OpenApiParameter[] = [];

  const declared = endpoint.params
    ? objectProperties(converter.convert(endpoint.params, 'input', `${operationId}Params`))
    : [];
  for (const { name, pattern } of pathParams) {
    const schema = declared.find((property) => property.name === name)?.schema ?? { type: 'string' };
    const withPattern = pattern && schema['type'] === 'string' ? { ...schema, pattern } : schema;
    parameters.push(parameter(name, 'path', true, withPattern));
  }
  if (endpoint.query) {
    const query = converter.convert(endpoint.query, 'input', `${operationId}Query`);
    for (const property of objectProperties(query)) {
      parameters.push(parameter(property.name, 'query', property.required, property.schema));
    }
  }

  const status = endpoint.status ?? 200;
  // Without a `response` schema the handler answers a `Response` of its own (a file), not the envelope.
  const success = endpoint.response
    ? successEnvelope(converter.convert(endpoint.response, 'output', `${operationId}Data`), status)
    : undefined;
  const failure = endpoint.failureAnswer
    ? failureEnvelope(
        converter.convert(endpoint.failureAnswer.data, 'output', `${operationId}Failure`),
        status,
      )
    : undefined;
  const content = success
    ? { 'application/json': { schema: failure ? { oneOf: [success, failure] } : success } }
    : { '*/*': { schema: {} } };
  const description = endpoint.response
    ? (endpoint.message ?? 'OK')
    : 'Arquivo ou resposta própria, fora do envelope.';
  const responses: Record<string, unknown> = {
    [String(status)]:
      status === 302
        ? {
            description: endpoint.message ?? 'Redireciona o navegador.',
            headers: { Location: { description: 'Próximo endereço.', schema: { type: 'string' } } },
          }
        : {
            description: endpoint.failureAnswer
              ? `${description}; ou \`success: false\`: ${endpoint.failureAnswer.description}`
              : description,
            content,
          },
  };
  if (!isPublic) responses['401'] = responseRef('Unauthorized');
  if (needsPermission) responses['403'] = responseRef('Forbidden');
  if (needsSubscription) {
    responses['402'] = responseRef('PaymentRequired');
    responses['423'] = responseRef('Locked');
  }
  if (endpoint.params) responses['404'] = responseRef('NotFound');
  if (endpoint.body) responses['400'] = responseRef('BadRequest');
  if (endpoint.body || endpoint.query) responses['422'] = responseRef('ValidationError');
  responses['default'] = responseRef('Error');

  const operation: OpenApiOperation = {
    operationId,
    summary: endpoint.summary,
    description: accessText(endpoint, needsSubscription),
    tags: [tag],
    responses,
    'x-access': access,
  };
  if (isPublic) operation.security = [];
  if (parameters.length > 0) operation.parameters = parameters;
  if (endpoint.body) {
    operation.requestBody = {
      required: true,
      content: {
        'application/json': { schema: converter.convert(endpoint.body, 'input', `${operationId}Body`) },
      },
    };
  }
  return operation;
}

/**
 * The OpenAPI 3.1 document of `resources`: one operation per declared endpoint (path, summary, tag of
 * its resource, parameters, JSON body and answer from its zod schemas, in the response envelope),
 * bearer security except on public calls, and the error answers each call can give.
 *
 * @example buildOpenApiDocument(resources(ctx), { version: '0.1.0' }).paths['/api/shippers/{id}'].get
 */
export function buildOpenApiDocument(
  resources: readonly Resource[],
  options: { version: string },
): OpenApiDocument {
  const converter = new SchemaConverter();
  const paths: OpenApiDocument['paths'] = {};
  const tags: { name: string }[] = [];
  const operationIds = new Set<string>();
  for (const resource of resources) {
    if (!tags.some((tag) => tag.name === resource.tag)) tags.push({ name: resource.tag });
    for (const endpoint of resource.endpoints) {
      const { path, params } = openApiPath(endpoint.path);
      let operationId = operationIdOf(endpoint.method, path);
      for (let n = 2; operationIds.has(operationId); n += 1)
        operationId = `${operationIdOf(endpoint.method, path)}${n}`;
      operationIds.add(operationId);
      const item = (paths[path] ??= {});
      item[endpoint.method] = operationOf(endpoint, resource.tag, params, operationId, converter);
    }
  }
  const responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, description]) => [
      name,
      { description, content: { 'application/json': { schema: ref('ErrorBody') } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: API_TITLE, version: options.version, description: DESCRIPTION },
    tags,
    paths,
    components: {
      schemas: converter.schemas,
      responses,
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Token de `POST /api/auth/login` (campo `data.token`).',
        },
      },
    },
    security: [{ [BEARER_SCHEME]: [] }],
  };
}
