import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, OpenApiOperation } from '../openapi-document.ts';
import { collectionOf, declaredAnswer, fillPath, operationsOf, readBackPath } from './openapi-operations.ts';

const op = (operationId: string, extra: Partial<OpenApiOperation> = {}): OpenApiOperation => ({
  operationId,
  summary: '',
  description: '',
  tags: [],
  responses: {
    '200': { content: { 'application/json': { schema: { type: 'object' } } } },
    default: { $ref: '#/components/responses/Error' },
  },
  'x-access': 'authenticated',
  ...extra,
});

const document = {
  paths: {
    '/api/users': { get: op('list'), post: op('create') },
    '/api/users/{id}': { get: op('show'), delete: op('remove'), put: op('edit') },
    '/api/users/{id}/permissions': { put: op('permissions') },
    '/api/files': { get: op('file', { responses: { '200': { content: { '*/*': { schema: {} } } } } }) },
  },
  components: {
    schemas: {},
    responses: { Error: { content: { 'application/json': { schema: { const: 'error' } } } } },
  },
} as unknown as OpenApiDocument;

describe('the operations of a document', () => {
  it('lists every operation, deletions last', () => {
    expect(operationsOf(document).map((o) => o.operationId)).toEqual([
      'list',
      'create',
      'show',
      'edit',
      'permissions',
      'file',
      'remove',
    ]);
  });

  it('finds where a write reads back, and the collection of a record', () => {
    expect(readBackPath(document, '/api/users/{id}/permissions')).toBe('/api/users/{id}');
    expect(readBackPath(document, '/api/users/{id}')).toBe('/api/users/{id}');
    expect(readBackPath(document, '/api/files')).toBeUndefined();
    expect(collectionOf('/api/users/{id}/permissions')).toBe('/api/users');
    expect(fillPath('/api/users/{id}/permissions', { id: '7' })).toBe('/api/users/7/permissions');
  });

  it('gives the declared answer schema of a status: its own, the default for errors, none for files', () => {
    const [list, , , , , file] = operationsOf(document);
    expect(declaredAnswer(document, list!, 200)).toEqual({ type: 'object' });
    expect(declaredAnswer(document, list!, 404)).toEqual({ const: 'error' });
    expect(declaredAnswer(document, list!, 201)).toBeUndefined();
    expect(declaredAnswer(document, file!, 200)).toBeNull();
  });
});
