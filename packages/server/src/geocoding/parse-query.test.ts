import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES } from './brazil-states.ts';
import { MAX_QUERY_WORDS, parseQuery } from './parse-query.ts';

const parse = (query: string) => parseQuery(query, BRAZIL_STATES);
const texts = (query: string) => parse(query).words.map((word) => word.text);
const number = (query: string) => parse(query).words.find((word) => word.houseNumber)?.text;

describe('parseQuery', () => {
  it.each([
    ['Campinas, SP', 'SP'],
    ['Campinas - SP', 'SP'],
    ['Campinas/SP', 'SP'],
    ['Campinas, São Paulo', 'SP'],
    ['Avenida Paulista, 1000 - São Paulo, SP', 'SP'],
    ['Campinas SP', undefined], // no part of its own: matched as a word against the place around
    ['SP', undefined],
    ['Campinas, Xy', undefined],
  ])('%j → state filter %s', (query, state) => {
    expect(parse(query).state).toBe(state);
  });

  it('drops the state part from the words', () => {
    expect(texts('Campinas, SP')).toEqual(['campinas']);
  });

  it.each([
    ['Rua Augusta, 100', '100'],
    ['Rua Augusta 100', '100'],
    ['Rua Augusta 100, São Paulo', '100'],
    ['Rua Augusta, 100 - São Paulo, SP', '100'],
    ['Av. Paulista 1000A', '1000a'],
    ['Rua 15 de Novembro', undefined], // a number inside the name
    ['Campinas', undefined],
    ['100', undefined],
  ])('%j → house number %s', (query, expected) => {
    expect(number(query)).toBe(expected);
  });

  it('expands abbreviations and keeps the typed word', () => {
    const [av, paulista] = parse('Av. Paulista').words;
    expect(av).toMatchObject({ text: 'av', expansions: ['avenida'] });
    expect(paulista).toMatchObject({ text: 'paulista', expansions: [] });
    expect(parse('S. Paulo').words[0]?.expansions).toContain('sao');
    expect(parse('Sta. Cecília').words[0]?.expansions).toEqual(['santa']);
  });

  it('makes connecting words optional, unless they are all there is', () => {
    expect(parse('Rua Conde de Sarzedas').words.map((word) => word.optional)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect(parse('de').words[0]?.optional).toBe(false);
  });

  it('reads at most 200 characters and 10 words', () => {
    expect(parse('a '.repeat(5000)).words).toHaveLength(MAX_QUERY_WORDS);
    expect(parse(`${'x'.repeat(300)} curitiba`).words.map((word) => word.text)).toEqual(['x'.repeat(200)]);
  });

  it('gives no words for blank or punctuation-only text', () => {
    expect(parse('  , - ; ').words).toEqual([]);
  });
});
