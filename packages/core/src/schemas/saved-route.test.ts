import { describe, expect, it } from 'vitest';
import { savedRouteCreateSchema, savedRouteSchema, savedRouteUpdateSchema } from './saved-route.ts';

const savedRoute = {
  id: 12,
  slug: 'SP-CWB',
  company_id: 3,
  distance: '411.1',
  time: 16980,
  type: 'avoid_tolls',
  waypoints: '["São Paulo, SP","Curitiba, PR"]',
  created_at: '2026-09-01T10:00:00Z',
  updated_at: '2026-09-02T10:00:00Z',
};

describe('savedRouteSchema', () => {
  it('reads a saved route; distance may come as text', () => {
    expect(savedRouteSchema.parse(savedRoute)).toMatchObject({ id: 12, slug: 'SP-CWB', distance: 411.1 });
  });

  it.each([['efficient'], ['avoid_tolls'], ['shortest']])('type %s is listed', (type) => {
    expect(savedRouteSchema.parse({ ...savedRoute, type }).type).toBe(type);
  });

  it.each([
    [{ ...savedRoute, type: 'default' }],
    [{ ...savedRoute, waypoints: ['São Paulo'] }],
    [{ ...savedRoute, id: undefined }],
  ])('rejects %j', (input) => {
    expect(savedRouteSchema.safeParse(input).success).toBe(false);
  });
});

describe('route save bodies (POST /api/routes, PUT /api/routes/{id})', () => {
  const body = {
    company_id: 3,
    slug: 'SP-CWB',
    distance: 411.1,
    time: 16980,
    type: 'efficient',
    waypoints: ['São Paulo, SP', 'Curitiba, PR'],
  };

  it('accepts a create body', () => {
    expect(savedRouteCreateSchema.parse(body)).toEqual(body);
  });

  it('an update adds the id', () => {
    expect(savedRouteUpdateSchema.parse({ ...body, id: 12 }).id).toBe(12);
    expect(savedRouteUpdateSchema.safeParse(body).success).toBe(false);
    expect(savedRouteUpdateSchema.safeParse({ ...body, id: '12' }).success).toBe(false);
  });

  it.each([
    [{ ...body, slug: '  ' }, 'slug', 'Esse campo é obrigatório'],
    [{ ...body, waypoints: ['São Paulo, SP'] }, 'waypoints', 'Esse campo é obrigatório'],
    [{ ...body, distance: -1 }, 'distance', undefined],
    [{ ...body, type: 'fastest' }, 'type', undefined],
  ])('%j fails on %s', (input, field, message) => {
    const issue = savedRouteCreateSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    if (message) expect(issue?.message).toBe(message);
  });
});
