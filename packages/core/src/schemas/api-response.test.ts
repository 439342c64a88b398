import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiResponseSchema } from './api-response.ts';
import { costCenterSchema } from './cost-center.ts';

describe('apiResponseSchema: success, statusCode, message, title, details, data, error', () => {
  const schema = apiResponseSchema(costCenterSchema);

  it('reads a created cost center', () => {
    const body = schema.parse({
      success: true,
      statusCode: 201,
      message: 'Centro de custo adicionado com sucesso.',
      data: { id: 9, name: 'Logística', company_id: 3 },
    });
    expect(body.data).toEqual({ id: 9, name: 'Logística', company_id: 3 });
    expect(body.title).toBeUndefined();
  });

  it('keeps a server error with a text detail and an error payload', () => {
    const body = apiResponseSchema(z.null()).parse({
      success: false,
      statusCode: 500,
      message: 'Ocorreu um erro.',
      title: 'Erro!',
      details: 'Contate o suporte caso o erro persista.',
      data: null,
      error: { code: 'E_DB' },
    });
    expect(body).toMatchObject({ title: 'Erro!', details: 'Contate o suporte caso o erro persista.' });
    expect(body.error).toEqual({ code: 'E_DB' });
  });

  it('keeps per-field details of a validation error', () => {
    const body = apiResponseSchema(z.null()).parse({
      success: false,
      statusCode: 422,
      details: { plate: 'Placa Inválida' },
      data: null,
    });
    expect(body.details).toEqual({ plate: 'Placa Inválida' });
  });

  it.each([
    [{ statusCode: 200, data: { id: 1, name: 'x' } }],
    [{ success: true, data: { id: 1, name: 'x' } }],
    [{ success: true, statusCode: 200, data: { name: 'x' } }],
    [{ success: true, statusCode: 200, data: { id: 1, name: 'x' }, details: 3 }],
  ])('rejects %j', (input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});
