import { beforeAll, describe, expect, it } from 'vitest';
import type { GazetteerData } from './gazetteer-data.ts';
import { LEVEL_STREET } from './gazetteer-data.ts';
import { GazetteerIndex } from './gazetteer-index.ts';
import { generatedGazetteer } from './test-support/generated-gazetteer.ts';
import { ReferenceGazetteerIndex } from './test-support/reference-gazetteer-index.ts';
import { seededRandom } from '@freight/core';
import { sharedGazetteer } from './test-support/shared-gazetteer.ts';

const LIMITS = [1, 10, 50];

/** Drops the letter at the middle of the first word of ≥ 5 letters (a typo the search must forgive). */
function withTypo(text: string): string {
  const word = text.split(' ').find((part) => part.length >= 5);
  if (!word) return text;
  const at = Math.floor(word.length / 2);
  return text.replace(word, word.slice(0, at) + word.slice(at + 1));
}

/**
 * Queries as users type them, taken from the entries of `data`: every prefix of the names of a sample of
 * entries, and whole names with their municipality, state, a house number, a typo, abbreviations, and
 * words of several entries mixed.
 */
function queriesOf(data: GazetteerData, samples: number, seed: number): string[] {
  const random = seededRandom(seed);
  const { entries } = data;
  const count = entries.level.length;
  const pick = () => Math.floor(random() * count);
  const queries = new Set<string>(['r', 'ru', 'rua', 'av', 'a', 's', 'sp', 'de', 'd', 'de 100', 'brasil']);
  for (let k = 0; k < samples; k++) {
    const entry = pick();
    const name = entries.name[entry] as string;
    const city = entries.city[entry] as number;
    const cityName = city >= 0 ? (entries.name[city] as string) : '';
    const uf = data.states[entries.state[entry] as number]?.uf ?? '';
    for (let length = 1; length <= name.length; length++) queries.add(name.slice(0, length));
    queries.add(`${name}, ${cityName}`);
    queries.add(`${name} ${cityName.slice(0, 1 + Math.floor(random() * 6))}`);
    queries.add(`${name}, ${uf}`);
    queries.add(`${name.slice(0, 1 + Math.floor(random() * name.length))}, ${uf}`);
    queries.add(withTypo(name));
    queries.add(`${withTypo(name)} ${cityName}`);
    queries.add(name.replace(/^Rua /, 'R. ').replace(/^Avenida /, 'Av '));
    if (entries.level[entry] === LEVEL_STREET) {
      const number = String(1 + Math.floor(random() * 3000));
      queries.add(`${name} ${number}`);
      queries.add(`${name}, ${number}, ${cityName}`);
      queries.add(`${name.split(' ').slice(0, 2).join(' ')} 15`);
    }
    const other = entries.name[pick()] as string;
    queries.add(`${other.split(' ')[0]} ${name.split(' ').at(-1)?.slice(0, 3)}`);
    queries.add(`${name.split(' ').at(-1)} de ${other.slice(0, 4)}`);
  }
  return [...queries];
}

function expectSameAnswers(index: GazetteerIndex, reference: ReferenceGazetteerIndex, queries: string[]) {
  let compared = 0;
  let answered = 0;
  for (const query of queries) {
    for (const limit of LIMITS) {
      const expected = reference.search(query, { limit });
      expect(index.search(query, { limit }), `${JSON.stringify(query)} limit ${limit}`).toEqual(expected);
      compared++;
      if (expected.length > 0) answered++;
    }
  }
  return { compared, answered };
}

describe('GazetteerIndex.search answers exactly as the full scan it replaced', () => {
  it('on the shared data (municipalities, São Paulo, Porto Alegre, road network)', async () => {
    const data = await sharedGazetteer(['sao-paulo-centro', 'porto-alegre-centro', 'brasil-rodovias']);
    const { compared, answered } = expectSameAnswers(
      new GazetteerIndex(data),
      new ReferenceGazetteerIndex(data),
      queriesOf(data, 600, 17),
    );
    expect(compared).toBeGreaterThan(20_000);
    expect(answered).toBeGreaterThan(compared * 0.8);
  }, 120_000);

  describe('on a generated gazetteer full of ties (same names, same importance)', () => {
    let data: GazetteerData;
    beforeAll(() => {
      data = generatedGazetteer(5);
    });

    it('for prefixes, whole names, municipalities, states, numbers and typos', () => {
      const { compared, answered } = expectSameAnswers(
        new GazetteerIndex(data),
        new ReferenceGazetteerIndex(data),
        queriesOf(data, 400, 23),
      );
      expect(compared).toBeGreaterThan(10_000);
      expect(answered).toBeGreaterThan(compared * 0.8);
    });

    it('with house numbers placed on the streets that have them', () => {
      const index = new GazetteerIndex(data);
      const reference = new ReferenceGazetteerIndex(data);
      const tagged = [...new Set(data.houseNumbers.street)].slice(0, 40);
      const queries = tagged.flatMap((street) => {
        const name = data.entries.name[street] as string;
        const city = data.entries.name[data.entries.city[street] as number] as string;
        return [`${name} 100`, `${name}, 120, ${city}`, `${name.slice(0, 6)} 15`];
      });
      const numbered = queries.filter((query) =>
        index.search(query, { limit: 50 }).some((match) => match.houseNumber),
      );
      expect(numbered.length).toBeGreaterThan(queries.length / 2);
      expectSameAnswers(index, reference, queries);
    });
  });
});
