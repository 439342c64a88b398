import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_TEXT, validationMessageText } from './messages.ts';

describe('validationMessageText turns message keys into pt-BR text', () => {
  it.each([
    ['VALIDATION_IS_REQUIRED', 'Esse campo é obrigatório'],
    ['required_field', 'Esse campo é obrigatório'],
    ['VALIDATION_INVALID_EMAIL', 'E-mail inválido'],
    ['VALIDATION_INVALID_TIMETABLE', 'Horário inválido'],
    ['VALIDATION_INVALID_PHONE', 'Telefone inválido'],
    ['CPF Inválido', 'CPF Inválido'],
    ['Placa Inválida', 'Placa Inválida'],
    ['Placa inválida', 'Placa inválida'],
    ['', ''],
    ['toString', 'toString'],
  ])('%j reads %j', (message, text) => {
    expect(validationMessageText(message)).toBe(text);
  });

  it('has a non-empty pt-BR text for every key', () => {
    for (const text of Object.values(VALIDATION_MESSAGE_TEXT)) expect(text).not.toBe('');
  });
});
