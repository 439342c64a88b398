import type { ApiResponse } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { createDataProvider, serverMessageOf } from './data-provider.ts';
import type { AdminEndpoints } from './data-provider.ts';

const ok = <T>(data: T, statusCode = 200): ApiResponse<T> => ({
  success: true,
  statusCode,
  message: '',
  title: null,
  details: null,
  error: null,
  data,
});

const refused = (statusCode: number, message: string, details: ApiResponse<never>['details'] = null) =>
  ({ success: false, statusCode, message, title: null, details, error: null, data: null }) as const;

function endpoints(overrides: Partial<AdminEndpoints> = {}): AdminEndpoints & { queries: unknown[] } {
  const queries: unknown[] = [];
  return {
    queries,
    list: async (query) => {
      queries.push(query);
      return ok({ data: [{ id: '7', name: 'Sul' }], total: 31, current_page: 3, per_page: 10 });
    },
    get: async (id) => ok({ id, name: 'Sul' }),
    create: async (body) => ok({ id: '8', ...body }, 201),
    update: async (id, body) => ok({ id, ...body }),
    delete: async () => ok(null),
    ...overrides,
  };
}

describe('admin data provider', () => {
  it('asks for the page, page size and filters of the list, and answers its rows and total', async () => {
    const shippers = endpoints();
    const provider = createDataProvider({ shippers });
    const answer = await provider.getList('shippers', {
      pagination: { page: 3, perPage: 10 },
      sort: { field: '', order: 'ASC' },
      filter: { name: 'Sul', cnpj: '11222333' },
    });
    expect(shippers.queries).toEqual([{ name: 'Sul', cnpj: '11222333', page: 3, per_page: 10 }]);
    expect(answer).toEqual({ data: [{ id: '7', name: 'Sul' }], total: 31 });
  });

  it('asks the server to sort as the column says, and not at all when sorting is off', async () => {
    const shippers = endpoints();
    const provider = createDataProvider({ shippers });
    const pagination = { page: 1, perPage: 25 };
    await provider.getList('shippers', { pagination, sort: { field: 'name', order: 'DESC' }, filter: {} });
    await provider.getList('shippers', { pagination, sort: { field: 'document', order: 'ASC' }, filter: {} });
    await provider.getList('shippers', { pagination, sort: { field: '', order: 'DESC' }, filter: {} });
    expect(shippers.queries).toEqual([
      { sort: 'name', order: 'desc', page: 1, per_page: 25 },
      { sort: 'document', order: 'asc', page: 1, per_page: 25 },
      { page: 1, per_page: 25 },
    ]);
  });

  it("a saved record carries the server's message for the 'Sucesso' dialog, never sent back", async () => {
    const provider = createDataProvider({
      plates: endpoints({
        create: async (body) => ({
          ...ok({ id: '8', ...body }, 201),
          message: 'Placa adicionada com sucesso.',
        }),
      }),
    });
    const { data } = await provider.create('plates', { data: { plate: 'ABC1D23' } });
    expect(serverMessageOf(data)).toBe('Placa adicionada com sucesso.');
    expect(JSON.parse(JSON.stringify(data))).toEqual({ id: '8', plate: 'ABC1D23' });
    expect(serverMessageOf({ id: '8' })).toBeUndefined();
  });

  it('a 422 becomes one message per field, which react-admin shows under each field', async () => {
    const provider = createDataProvider({
      shippers: endpoints({
        create: async () => refused(422, 'Dados inválidos', { document: 'CNPJ Inválido' }),
      }),
    });
    await expect(provider.create('shippers', { data: { document: '1' } })).rejects.toMatchObject({
      message: 'Dados inválidos',
      status: 422,
      body: { errors: { document: 'CNPJ Inválido' } },
    });
  });

  it("any other refusal carries the server's message and status; an unknown resource is refused", async () => {
    const provider = createDataProvider({
      shippers: endpoints({ delete: async () => refused(403, 'Você não tem permissão.') }),
    });
    await expect(provider.delete('shippers', { id: '7' })).rejects.toMatchObject({
      message: 'Você não tem permissão.',
      status: 403,
    });
    await expect(provider.getOne('nothing', { id: '1' })).rejects.toMatchObject({
      status: 404,
      message: 'Recurso não encontrado.',
    });
  });

  it("exports a list's file with its filters, sort and format; a refusal carries the server's message", async () => {
    const queries: unknown[] = [];
    const file = { blob: new Blob(['x']), filename: 'rotas-2026-11-26.csv', contentType: 'text/csv' };
    const provider = createDataProvider({
      routes: endpoints({
        export: async (query) => {
          queries.push(query);
          return query.name === 'longa' ? refused(422, 'A exportação é limitada a 50.000 rotas.') : ok(file);
        },
      }),
      shippers: endpoints(),
    });
    const filter = { name: 'SP', type: 'efficient' };
    expect(await provider.exportFile('routes', { filter, format: 'csv' })).toBe(file);
    await provider.exportFile('routes', { filter, sort: { field: 'slug', order: 'DESC' }, format: 'xlsx' });
    expect(queries).toEqual([
      { name: 'SP', type: 'efficient', format: 'csv' },
      { name: 'SP', type: 'efficient', sort: 'slug', order: 'desc', format: 'xlsx' },
    ]);
    await expect(
      provider.exportFile('routes', { filter: { name: 'longa' }, format: 'xlsx' }),
    ).rejects.toMatchObject({ message: 'A exportação é limitada a 50.000 rotas.', status: 422 });
    await expect(provider.exportFile('shippers', { filter: {}, format: 'csv' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('a read-only resource (VPO) lists and reads, and refuses writes with a message instead of crashing', async () => {
    const vpo: AdminEndpoints = { list: endpoints().list, get: async (id) => ok({ id, status: 'issued' }) };
    const provider = createDataProvider({ vpo });
    expect((await provider.getOne('vpo', { id: '3' })).data).toEqual({ id: '3', status: 'issued' });
    const refusal = { status: 405, message: 'Operação não permitida para este recurso.' };
    await expect(provider.create('vpo', { data: {} })).rejects.toMatchObject(refusal);
    await expect(
      provider.update('vpo', { id: '3', data: {}, previousData: { id: '3' } }),
    ).rejects.toMatchObject(refusal);
    await expect(provider.delete('vpo', { id: '3' })).rejects.toMatchObject(refusal);
    await expect(provider.deleteMany('vpo', { ids: ['3'] })).rejects.toMatchObject(refusal);
  });
});
