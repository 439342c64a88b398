import { describe, it, expect } from 'vitest';
import { ApiError } from './api-error.ts';
import type { ApiFailure } from './api-response.ts';
import { routeSaveErrorMessage, savedRoutesErrorDialog } from './route-save-errors.ts';

function failure(statusCode: number, message: string): ApiFailure {
  return { success: false, statusCode, message, title: null, details: null, data: null, error: null };
}

const success = {
  success: true,
  statusCode: 200,
  message: '',
  title: null,
  details: null,
  data: [],
  error: null,
};

describe('routeSaveErrorMessage', () => {
  it.each([
    { name: 'success', result: { ...success, statusCode: 201 }, message: null },
    {
      name: 'server alert text',
      result: failure(422, 'Já existe uma rota com esse apelido.'),
      message: 'Já existe uma rota com esse apelido.',
    },
    {
      name: 'failure without text',
      result: failure(400, ''),
      message: 'Ocorreu um erro ao salvar essa rota.',
    },
    {
      name: 'rejection',
      result: new ApiError('server', failure(500, 'Ocorreu um erro.')),
      message: 'Ocorreu um erro ao salvar essa rota.',
    },
  ])('$name', ({ result, message }) => {
    expect(routeSaveErrorMessage(result)).toBe(message);
  });
});

describe('savedRoutesErrorDialog', () => {
  it.each([
    { name: 'a 200 list', result: success, dialog: null },
    {
      name: 'a non-200 answer',
      result: failure(404, 'Nenhuma rota.'),
      dialog: { title: 'Erro', message: 'Nenhuma rota.' },
    },
    {
      name: 'a non-200 answer without message',
      result: failure(400, ''),
      dialog: { title: 'Erro', message: 'Ocorreu um erro ao carregas as rotas salvas.' },
    },
    {
      name: 'an exception',
      result: new ApiError('network', failure(0, 'Ocorreu um erro.')),
      dialog: { title: 'Erro', message: 'Ocorreu um erro ao carregas as rotas salvas.' },
    },
  ])('$name', ({ result, dialog }) => {
    expect(savedRoutesErrorDialog(result)).toEqual(dialog);
  });
});
