import { describe, expect, it } from 'vitest';
import { companyCreateSchema, companySchema, companyUpdateSchema } from './company.ts';

describe('companySchema', () => {
  it('reads id, name, legal name, CNPJ and default settings', () => {
    const company = companySchema.parse({ id: '5', name: 'Acme', legal_name: null, cnpj: '11222333000181' });
    expect(company).toMatchObject({ id: 5, name: 'Acme', legal_name: null, cnpj: '11222333000181' });
    expect(company.settings.primary_color).toBe('#fdc941');
  });

  it('needs an id and a name', () => {
    expect(companySchema.safeParse({ name: 'Acme' }).success).toBe(false);
    expect(companySchema.safeParse({ id: 1 }).success).toBe(false);
  });
});

describe('company create and update bodies', () => {
  it('accepts a masked CNPJ and keeps its digits', () => {
    expect(
      companyCreateSchema.parse({
        name: ' Acme ',
        legal_name: 'Acme Transportes Ltda',
        cnpj: '11.222.333/0001-81',
      }),
    ).toEqual({ name: 'Acme', legal_name: 'Acme Transportes Ltda', cnpj: '11222333000181' });
  });

  it.each([
    [{ name: 'Ac', legal_name: 'Acme Ltda', cnpj: '11222333000181' }, 'name', 'Esse campo é obrigatório'],
    [{ name: 'Acme', legal_name: '', cnpj: '11222333000181' }, 'legal_name', 'Esse campo é obrigatório'],
    [{ name: 'Acme', legal_name: 'Acme Ltda', cnpj: '123' }, 'cnpj', 'CNPJ Inválido'],
  ])('%j fails on %s with %s', (input, field, message) => {
    const issue = companyCreateSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });

  it('an update changes only the settings it names', () => {
    expect(companyUpdateSchema.parse({ settings: { logo: '/uploads/acme.png' } })).toEqual({
      settings: { logo: '/uploads/acme.png' },
    });
    expect(companyUpdateSchema.safeParse({ settings: { primary_color: 'yellow' } }).success).toBe(false);
  });

  it('an update may change one field only', () => {
    expect(companyUpdateSchema.parse({ name: 'Acme Log' })).toEqual({ name: 'Acme Log' });
    expect(companyUpdateSchema.safeParse({ cnpj: '00000000000000' }).success).toBe(false);
  });
});
