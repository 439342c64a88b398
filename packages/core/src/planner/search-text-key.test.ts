import { describe, it, expect } from 'vitest';
import { searchTextKey } from './search-text-key.ts';

describe('searchTextKey', () => {
  it.each([
    { text: 'São Paulo', expected: 'sao paulo' },
    { text: '  SÃO   PAULO ', expected: 'sao paulo' },
    { text: 'Açaí, Ção', expected: 'acai, cao' },
    { text: '', expected: '' },
  ])('"$text" → "$expected"', ({ text, expected }) => {
    expect(searchTextKey(text)).toBe(expected);
  });
});
