import { describe, it, expect } from 'vitest';
import { ApiError } from './api-error.ts';
import type { ApiFailure } from './api-response.ts';
import { plateCheckErrorMessage } from './plate-check-messages.ts';

function response(success: boolean, data: unknown, message = ''): unknown {
  return { success, statusCode: success ? 200 : 400, message, title: null, details: null, data, error: null };
}

describe('plateCheckErrorMessage', () => {
  it.each([
    {
      name: 'a result',
      result: response(true, { conectcar: true, movemais: false, semparar: false, veloe: true }),
      text: null,
    },
    {
      name: 'a success carrying mensagem',
      result: response(true, { mensagem: 'Placa não consta.' }),
      text: 'Placa não consta.',
    },
    {
      name: 'a failure with mensagem',
      result: response(false, { mensagem: 'Serviço indisponível.' }, 'x'),
      text: 'Serviço indisponível.',
    },
    {
      name: 'a failure without mensagem',
      result: response(false, null, 'Placa Inválida'),
      text: 'Placa Inválida',
    },
    {
      name: 'a failure without any text',
      result: response(false, { mensagem: '' }),
      text: 'Ocorreu um erro.',
    },
    {
      name: 'a rejection',
      result: new ApiError('server', response(false, { mensagem: 'Fora do ar.' }) as ApiFailure),
      text: 'Fora do ar.',
    },
    { name: 'a thrown error', result: new TypeError('falhou'), text: 'falhou' },
    { name: 'anything else', result: 'x', text: 'Ocorreu um erro.' },
  ])('$name', ({ result, text }) => {
    expect(plateCheckErrorMessage(result)).toBe(text);
  });
});
