import { describe, expect, it } from 'vitest';
import { shipperCreateSchema, shipperSchema, shipperUpdateSchema } from './shipper.ts';

describe('shipperSchema: document (CNPJ) and name', () => {
  it('reads a shipper', () => {
    expect(
      shipperSchema.parse({ id: 4, company_id: 2, document: '11222333000181', name: 'Embarcadora' }),
    ).toEqual({
      id: 4,
      company_id: 2,
      document: '11222333000181',
      name: 'Embarcadora',
    });
  });

  it('keeps its timestamps (the admin list shows when it changed)', () => {
    expect(
      shipperSchema.parse({
        id: 4,
        document: '11222333000181',
        name: 'Embarcadora',
        created_at: '2026-03-01T12:00:00.000Z',
        updated_at: '2026-03-02T09:08:07.000Z',
      }),
    ).toMatchObject({ created_at: '2026-03-01T12:00:00.000Z', updated_at: '2026-03-02T09:08:07.000Z' });
  });

  it('needs a document', () => {
    expect(shipperSchema.safeParse({ id: 4, name: 'Embarcadora' }).success).toBe(false);
  });
});

describe('shipper create and update bodies', () => {
  it('keeps the CNPJ digits of a masked document', () => {
    expect(
      shipperCreateSchema.parse({ company_id: 2, document: '11.222.333/0001-81', name: 'Embarcadora' }),
    ).toEqual({ company_id: 2, document: '11222333000181', name: 'Embarcadora' });
  });

  it.each([
    [{ company_id: 2, document: '1122233300018', name: 'Embarcadora' }, 'document', 'CNPJ Inválido'],
    [{ company_id: 2, document: '11222333000181', name: ' ab ' }, 'name', 'Esse campo é obrigatório'],
    [{ company_id: 2, document: '11222333000181' }, 'name', 'Esse campo é obrigatório'],
  ])('%j fails on %s with %s', (input, field, message) => {
    const issue = shipperCreateSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });

  it('an update may send the name only', () => {
    expect(shipperUpdateSchema.parse({ name: 'Nova Embarcadora' })).toEqual({ name: 'Nova Embarcadora' });
  });
});
