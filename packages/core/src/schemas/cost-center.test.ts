import { describe, expect, it } from 'vitest';
import { costCenterCreateSchema, costCenterSchema, costCenterUpdateSchema } from './cost-center.ts';

describe('cost center: id, name, company_id', () => {
  it('reads a cost center', () => {
    expect(costCenterSchema.parse({ id: 1, name: 'Logística', company_id: 2 })).toEqual({
      id: 1,
      name: 'Logística',
      company_id: 2,
    });
  });

  it('creates with company and name', () => {
    expect(costCenterCreateSchema.parse({ company_id: 2, name: ' Frota ' })).toEqual({
      company_id: 2,
      name: 'Frota',
    });
    expect(
      costCenterCreateSchema.safeParse({ company_id: '2', name: 'Frota' }).error?.issues[0]?.path,
    ).toEqual(['company_id']);
    expect(costCenterCreateSchema.safeParse({ company_id: 2, name: 'x'.repeat(201) }).success).toBe(false);
  });

  it.each([
    [{ company_id: 2, name: '' }, 'name'],
    [{ name: 'Frota' }, 'company_id'],
  ])('%j fails on %s', (input, field) => {
    expect(costCenterCreateSchema.safeParse(input).error?.issues[0]?.path).toEqual([field]);
  });

  it('updates the name alone', () => {
    expect(costCenterUpdateSchema.parse({ name: 'Frota' })).toEqual({ name: 'Frota' });
  });
});
