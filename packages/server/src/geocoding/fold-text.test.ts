import { describe, expect, it } from 'vitest';
import { foldText, searchTokens } from './fold-text.ts';

describe('foldText', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['  SÃO   PAULO ', 'sao paulo'],
    ["Alta Floresta D'Oeste", 'alta floresta doeste'],
    ['Av. Paulista, 1000', 'av paulista 1000'],
    ['Rod. BR-116, km 10', 'rod br116 km 10'],
    ['br 116', 'br116'],
    ['BR116', 'br116'],
    ['SP-330', 'sp330'],
    ['sp 330', 'sp 330'],
    ['Rua 15 de Novembro', 'rua 15 de novembro'],
    ['Praça da Sé — Centro', 'praca da se centro'],
    ['\u0007\u0000', ''],
  ])('%j → %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('splits into search words, none for blank text', () => {
    expect(searchTokens('Av. Paulista, 1000')).toEqual(['av', 'paulista', '1000']);
    expect(searchTokens('   ')).toEqual([]);
  });
});
