import { describe, it, expect } from 'vitest';
import {
  CLEAR_FIELDS_CANCEL_LABEL,
  CLEAR_FIELDS_CONFIRM_LABEL,
  CLEAR_FIELDS_TEXT,
  CLEAR_FIELDS_TITLE,
} from './clear-fields-confirmation.ts';

describe('clear-fields confirmation (SPEC §4 Clear fields)', () => {
  it.each([
    { name: 'title', value: CLEAR_FIELDS_TITLE, expected: 'Alerta' },
    { name: 'text', value: CLEAR_FIELDS_TEXT, expected: 'Você tem certeza que deseja limpar os campos?' },
    { name: 'confirm', value: CLEAR_FIELDS_CONFIRM_LABEL, expected: 'Limpar campos' },
    { name: 'cancel', value: CLEAR_FIELDS_CANCEL_LABEL, expected: 'Cancelar' },
  ])('$name is $expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });
});
