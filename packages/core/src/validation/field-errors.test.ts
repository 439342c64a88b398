import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, ROOT_FIELD } from './field-errors.ts';

describe('fieldErrors: one pt-BR message per field', () => {
  it('keeps the first issue of each field and turns keys into text', () => {
    expect(
      fieldErrors({
        issues: [
          { path: ['email'], message: 'VALIDATION_INVALID_EMAIL' },
          { path: ['email'], message: 'VALIDATION_IS_REQUIRED' },
          { path: ['document'], message: 'CPF Inválido' },
          { path: ['brand'], message: '' },
          { path: ['waypoints', 1, 'searchText'], message: 'VALIDATION_IS_REQUIRED' },
          { path: [], message: 'Algo deu errado' },
        ],
      }),
    ).toEqual({
      email: 'E-mail inválido',
      document: 'CPF Inválido',
      brand: '',
      'waypoints.1.searchText': 'Esse campo é obrigatório',
      [ROOT_FIELD]: 'Algo deu errado',
    });
  });

  it('reads a real ZodError', () => {
    const result = z
      .object({ nickname: z.string().min(1, { error: 'Esse campo é obrigatório' }) })
      .safeParse({
        nickname: '',
      });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ nickname: 'Esse campo é obrigatório' });
  });

  it('gives an empty record for no issues', () => {
    expect(fieldErrors({ issues: [] })).toEqual({});
  });
});
