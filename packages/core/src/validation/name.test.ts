import { describe, expect, it } from 'vitest';
import { validateName } from './name.ts';

describe('Name: trimmed length at least 3, else the required_field message (SPEC §5)', () => {
  it.each([
    ['  ab  ', 'required_field'],
    ['ab', 'required_field'],
    ['', 'required_field'],
    ['     ', 'required_field'],
    [null, 'required_field'],
    [undefined, 'required_field'],
    ['Ana', null],
    ['  Ana  ', null],
    ['José da Silva', null],
  ])('%j gives %s', (name, message) => {
    expect(validateName(name)).toBe(message);
  });
});
