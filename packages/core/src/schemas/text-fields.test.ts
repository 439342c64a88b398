import { describe, expect, it } from 'vitest';
import { boundedText, nameText, optionalText, requiredText, TEXT_LIMITS } from './text-fields.ts';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string {
  return result.error?.issues[0]?.message ?? '';
}

describe('requiredText', () => {
  it('trims the text', () => {
    expect(requiredText(TEXT_LIMITS.name).parse('  Logística ')).toBe('Logística');
  });

  it.each([[''], ['   '], [undefined], [null]])('%j gives "Esse campo é obrigatório"', (input) => {
    expect(firstMessage(requiredText(TEXT_LIMITS.name).safeParse(input))).toBe('Esse campo é obrigatório');
  });

  it('takes up to its maximum and refuses one more character, in pt-BR', () => {
    expect(requiredText(7).safeParse('1234567').success).toBe(true);
    expect(firstMessage(requiredText(7).safeParse('12345678'))).toBe('Deve ter no máximo 7 caracteres');
    expect(requiredText(7).safeParse(' 1234567 ').success).toBe(true);
  });
});

describe('optionalText', () => {
  it('clears blank text and bounds the rest', () => {
    expect(optionalText(10).parse('  ')).toBeNull();
    expect(optionalText(10).parse(undefined)).toBeUndefined();
    expect(firstMessage(optionalText(3).safeParse('abcd'))).toBe('Deve ter no máximo 3 caracteres');
  });
});

describe('nameText', () => {
  it('takes 3 to 200 characters (SPEC §5 Name)', () => {
    expect(nameText().safeParse('abc').success).toBe(true);
    expect(firstMessage(nameText().safeParse('ab'))).toBe('Esse campo é obrigatório');
    expect(nameText().safeParse('x'.repeat(200)).success).toBe(true);
    expect(firstMessage(nameText().safeParse('x'.repeat(100_000)))).toBe('Deve ter no máximo 200 caracteres');
  });
});

describe('boundedText', () => {
  it('refuses a text over its maximum and stops there', () => {
    const result = boundedText(5).regex(/^a+$/).safeParse('bbbbbb');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Deve ter no máximo 5 caracteres']);
  });
});
