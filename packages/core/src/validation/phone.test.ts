import { describe, expect, it } from 'vitest';
import { validatePhone } from './phone.ts';

describe('Phone: 11 digits (SPEC §5)', () => {
  it.each([
    ['(11) 98765-4321', null],
    ['11987654321', null],
    ['+ (11) 9 8765 4321', null],
    ['(11) 8765-4321', 'VALIDATION_INVALID_PHONE'],
    ['119876543210', 'VALIDATION_INVALID_PHONE'],
    ['55 11 98765-4321', 'VALIDATION_INVALID_PHONE'],
    ['', 'VALIDATION_INVALID_PHONE'],
    [null, 'VALIDATION_INVALID_PHONE'],
    ['abcdefghijk', 'VALIDATION_INVALID_PHONE'],
  ])('%j gives %s', (phone, message) => {
    expect(validatePhone(phone)).toBe(message);
  });
});
