import { describe, expect, it } from 'vitest';
import {
  companyListQuerySchema,
  costCenterListQuerySchema,
  pageQuerySchema,
  plateCheckListQuerySchema,
  plateListQuerySchema,
  routeListQuerySchema,
  roleListQuerySchema,
  shipperListQuerySchema,
  SORT_FIELD_MESSAGE,
  SORT_ORDER_MESSAGE,
  userListQuerySchema,
} from './list-query.ts';

describe('paging from query strings', () => {
  it.each([
    [{}, { page: 1, per_page: 10 }],
    [
      { page: '', per_page: '' },
      { page: 1, per_page: 10 },
    ],
    [
      { page: '3', per_page: '25' },
      { page: 3, per_page: 25 },
    ],
    [{ per_page: '-1' }, { page: 1, per_page: -1 }],
  ])('%j reads as %j', (query, expected) => {
    expect(pageQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([[{ page: '0' }], [{ page: 'x' }], [{ per_page: '0' }], [{ per_page: '-2' }], [{ page: '1.5' }]])(
    'rejects %j',
    (query) => {
      expect(pageQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('filters of each list', () => {
  it('shippers: name and cnpj; blank filters are dropped', () => {
    expect(shipperListQuerySchema.parse({ name: ' Sul ', cnpj: '' })).toEqual({
      page: 1,
      per_page: 10,
      name: 'Sul',
      cnpj: undefined,
    });
  });

  it('companies: name, legal_name, cnpj', () => {
    expect(companyListQuerySchema.parse({ legal_name: 'Ltda', page: '2' })).toMatchObject({
      page: 2,
      legal_name: 'Ltda',
    });
  });

  it('routes: name, waypoints, type and date ranges', () => {
    expect(
      routeListQuerySchema.parse({
        name: 'SP',
        waypoints: 'Curitiba',
        type: 'avoid_tolls',
        created_at_start: '2026-09-01',
        created_at_end: '2026-09-30',
        updated_at_start: '',
      }),
    ).toMatchObject({
      name: 'SP',
      waypoints: 'Curitiba',
      type: 'avoid_tolls',
      created_at_start: '2026-09-01',
      created_at_end: '2026-09-30',
      updated_at_start: undefined,
    });
  });

  it.each([[{ type: 'fast' }], [{ created_at_start: '01/09/2026' }]])('routes reject %j', (query) => {
    expect(routeListQuerySchema.safeParse(query).success).toBe(false);
  });

  it('cost centers: name', () => {
    expect(costCenterListQuerySchema.parse({ name: 'Frota' })).toEqual({
      page: 1,
      per_page: 10,
      name: 'Frota',
    });
  });

  it('plates: plate, company_id, vehicle_type_pepsico, category, brand, model; blanks dropped', () => {
    expect(
      plateListQuerySchema.parse({
        plate: ' bra-2 ',
        company_id: '3',
        vehicle_type_pepsico: '',
        category: 'truck',
        brand: 'Volvo',
      }),
    ).toEqual({
      page: 1,
      per_page: 10,
      plate: 'bra-2',
      company_id: 3,
      vehicle_type_pepsico: undefined,
      category: 'truck',
      brand: 'Volvo',
      model: undefined,
    });
  });

  it.each([[{ category: 'car' }], [{ company_id: 'abc' }], [{ vehicle_type_pepsico: '0' }]])(
    'plates reject %j',
    (query) => {
      expect(plateListQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('plate checks: date_start, date_end, description, status', () => {
    expect(
      plateCheckListQuerySchema.parse({
        date_start: '2026-09-01',
        date_end: '2026-09-30',
        description: 'BRA2E19',
        status: 'done',
      }),
    ).toMatchObject({
      date_start: '2026-09-01',
      date_end: '2026-09-30',
      description: 'BRA2E19',
      status: 'done',
    });
    expect(plateCheckListQuerySchema.safeParse({ date_end: '30/09/2026' }).success).toBe(false);
  });
});

describe('sorting of each list', () => {
  it.each([
    ['shippers', shipperListQuerySchema, 'name'],
    ['companies', companyListQuerySchema, 'legal_name'],
    ['cost centers', costCenterListQuerySchema, 'name'],
    ['plates', plateListQuerySchema, 'brand'],
    ['routes', routeListQuerySchema, 'distance'],
    ['users', userListQuerySchema, 'email'],
    ['roles', roleListQuerySchema, 'description'],
  ] as const)('%s: sort=%s reads as ascending unless order says desc', (_name, schema, field) => {
    expect(schema.parse({ sort: field })).toMatchObject({ sort: field });
    expect(schema.parse({ sort: field }).order ?? 'asc').toBe('asc');
    expect(schema.parse({ sort: field, order: 'desc' })).toMatchObject({ sort: field, order: 'desc' });
    expect(schema.parse({ sort: 'id', order: 'asc' })).toMatchObject({ sort: 'id', order: 'asc' });
  });

  it('reads no sort when the parameter is absent or blank (sorting off)', () => {
    expect(shipperListQuerySchema.parse({ sort: '', order: '' })).toEqual({ page: 1, per_page: 10 });
  });

  it.each([
    [{ sort: 'password_hash' }, 'sort', SORT_FIELD_MESSAGE],
    [{ sort: 'NAME' }, 'sort', SORT_FIELD_MESSAGE],
    [{ sort: 'name', order: 'up' }, 'order', SORT_ORDER_MESSAGE],
  ])('refuses %j with a pt-BR message under %s', (query, field, message) => {
    const result = userListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('lets a list sort only by the columns it shows', () => {
    expect(plateListQuerySchema.safeParse({ sort: 'plate' }).success).toBe(true);
    expect(plateListQuerySchema.safeParse({ sort: 'slug' }).success).toBe(false);
    expect(routeListQuerySchema.safeParse({ sort: 'waypoints' }).success).toBe(false);
  });
});
