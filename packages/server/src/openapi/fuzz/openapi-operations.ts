import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter } from '../openapi-document.ts';

/** One operation of the document, with what a fuzzer needs of it. */
export interface FuzzOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Path template, e.g. `/api/shippers/{id}`. */
  path: string;
  operationId: string;
  operation: OpenApiOperation;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  /** Schema of the JSON body, if the operation takes one. */
  body: JsonSchema | undefined;
  isPublic: boolean;
}

const METHODS = ['get', 'post', 'put', 'delete'] as const;

/**
 * Every operation of `document`, deletions last (so the records the other operations read and change
 * are still there), otherwise in the document's order.
 */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const found: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      found.push({
        method,
        path,
        operationId: operation.operationId,
        operation,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content['application/json']?.schema,
        isPublic: operation['x-access'] === 'public',
      });
    }
  }
  return [...found.filter((op) => op.method !== 'delete'), ...found.filter((op) => op.method === 'delete')];
}

/** `template` with its `{name}` parameters replaced by the given raw (already encoded) segments. */
export function fillPath(template: string, segments: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => segments[name] ?? `{${name}}`);
}

/** The collection a path's record id belongs to: the path up to its first parameter (`/api/shippers`). */
export function collectionOf(template: string): string {
  const index = template.indexOf('/{');
  return index < 0 ? template : template.slice(0, index);
}

/**
 * The template of the `GET` that reads back what an operation on `template` changed: the same path, else
 * the nearest shorter path that still names the record (`/api/users/{id}/permissions` → `/api/users/{id}`).
 */
export function readBackPath(document: OpenApiDocument, template: string): string | undefined {
  let candidate = template;
  while (candidate.includes('{')) {
    if (document.paths[candidate]?.['get']) return candidate;
    const cut = candidate.lastIndexOf('/');
    if (cut <= 0) return undefined;
    candidate = candidate.slice(0, cut);
  }
  return undefined;
}

const RESPONSE_REF = '#/components/responses/';

/**
 * The schema the document declares for an answer of `status` to `op` (`null`: not JSON, e.g. a file;
 * `undefined`: the status is not declared, nor is a `default`).
 */
export function declaredAnswer(
  document: OpenApiDocument,
  op: FuzzOperation,
  status: number,
): JsonSchema | null | undefined {
  const responses = op.operation.responses as Record<string, unknown>;
  let response = (responses[String(status)] ?? (status >= 400 ? responses['default'] : undefined)) as
    { $ref?: string; content?: Record<string, { schema: JsonSchema }> } | undefined;
  if (!response) return undefined;
  if (typeof response.$ref === 'string' && response.$ref.startsWith(RESPONSE_REF)) {
    response = (document.components.responses as Record<string, typeof response>)[
      response.$ref.slice(RESPONSE_REF.length)
    ];
  }
  return response?.content?.['application/json']?.schema ?? null;
}
