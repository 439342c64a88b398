import { describe, expect, it } from 'vitest';
import { maskPhone, PHONE_MASK_LONG, PHONE_MASK_SHORT } from './mask-phone.ts';

describe('maskPhone: (##) #####-#### when longer than 10 digits, else (##) ####-#####', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1133334444', '(11) 3333-4444'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['+55 11 9876', '(55) 1198-76'],
    ['abc', ''],
  ])('%j → %j', (text, expected) => {
    expect(maskPhone(text)).toBe(expected);
  });

  it.each([null, undefined])('%s gives empty text', (text) => {
    expect(maskPhone(text)).toBe('');
  });

  it('uses the SPEC masks', () => {
    expect(PHONE_MASK_LONG).toBe('(##) #####-####');
    expect(PHONE_MASK_SHORT).toBe('(##) ####-#####');
  });
});
