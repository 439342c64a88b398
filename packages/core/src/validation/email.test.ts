import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.ts';

describe('Email: text, at sign, text, dot, text (SPEC §5)', () => {
  it.each([
    ['ana@transportes.com.br', null],
    ['a@b.c', null],
    ['  ana@exemplo.com  ', null],
    ['ana@transportes', 'VALIDATION_INVALID_EMAIL'],
    ['ana.transportes.com', 'VALIDATION_INVALID_EMAIL'],
    ['@exemplo.com', 'VALIDATION_INVALID_EMAIL'],
    ['ana@.com', 'VALIDATION_INVALID_EMAIL'],
    ['ana@exemplo.', 'VALIDATION_INVALID_EMAIL'],
    ['ana@@exemplo.com', 'VALIDATION_INVALID_EMAIL'],
    ['ana maria@exemplo.com', 'VALIDATION_INVALID_EMAIL'],
    ['', 'VALIDATION_INVALID_EMAIL'],
    [null, 'VALIDATION_INVALID_EMAIL'],
  ])('%j gives %s', (email, message) => {
    expect(validateEmail(email)).toBe(message);
  });
});
