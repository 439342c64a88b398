import { PointGrid } from '@freight/core';
import { STOPWORDS, searchTokens } from './fold-text.ts';
import type { GazetteerData } from './gazetteer-data.ts';
import { LEVEL_CITY, LEVEL_COUNTRY, LEVEL_STATE, LEVEL_STREET } from './gazetteer-data.ts';
import type { HouseNumberPosition } from './house-numbers.ts';
import { HouseNumbers } from './house-numbers.ts';
import type { ParsedQuery } from './parse-query.ts';
import { parseQuery } from './parse-query.ts';
import { StreetGrid } from './street-grid.ts';
import { decodeLines } from './street-lines.ts';
import type { PostingMerge } from './posting-merge.ts';
import {
  ALIAS_EXACT_VALUE,
  CONTEXT_PREFIX,
  CONTEXT_TYPO,
  NAME_EXACT_VALUE,
  NAME_PREFIX,
  NAME_TYPO,
  QueryTerm,
} from './query-term.ts';
import { rankKey } from './rank-key.ts';
import { entryGroup, searchPlan } from './search-plan.ts';
import { ROLE_CONTEXT, TokenIndex } from './token-index.ts';
import type { EntryWords } from './token-index.ts';
import type { RankedMatch } from './top-matches.ts';
import { TopMatches } from './top-matches.ts';

/** How well an entry matched: every word exactly (and the whole name), by prefix, or with a typo. */
export type MatchQuality = 'exact' | 'prefix' | 'typo';

/** One search result of the index. */
export interface IndexMatch {
  entry: number;
  quality: MatchQuality;
  /** The typed house number placed on the street, when the query had one and the street has numbers. */
  houseNumber?: HouseNumberPosition;
}

/** What {@link GazetteerIndex.reverse} found. */
export interface ReverseMatch {
  entry: number;
  meters: number;
  houseNumber?: HouseNumberPosition;
}

/** Options of {@link GazetteerIndex.search}. */
export interface IndexSearchOptions {
  /** Most results (1–50); default 10. */
  limit?: number;
}

/** Results of a search without `limit`. */
export const DEFAULT_LIMIT = 10;
/** Most results one search returns. */
export const MAX_LIMIT = 50;
/** A street this near a point answers a reverse search; farther, the nearest municipality does. */
export const REVERSE_STREET_METERS = 300;
/** A tagged house number this near the point (on the street found) makes the reverse answer a number. */
export const REVERSE_HOUSE_METERS = 40;
/** Farthest municipality seat a reverse search answers with (the largest Amazon municipalities). */
export const REVERSE_CITY_METERS = 250_000;

/** What {@link GazetteerIndex.score} needs of the query besides the entry. */
interface Scoring {
  terms: readonly QueryTerm[];
  /** The words every accepted entry holds (required, not a house number), rarest first. */
  held: readonly QueryTerm[];
  /** Bits of the words an entry must match. */
  required: number;
  /** Bit of the house-number word, 0 when none. */
  numberBit: number;
  /** State an entry must lie in, −1 for any. */
  stateFilter: number;
}

/** Whether one of `words` (an entry's, `word id × 4 + role`) matches `term`. */
function holds(words: Int32Array, term: QueryTerm): boolean {
  for (let k = 0; k < words.length; k++) {
    const word = words[k] as number;
    if (term.value(word >> 2, word & 3) > 0) return true;
  }
  return false;
}

const FLAG_PREFIX = 1;
const FLAG_TYPO = 2;
const FLAG_ALIAS_EXACT = 4;
/** Some word matched the entry's own names (a match on the place around it alone does not count). */
const FLAG_NAME = 8;

/**
 * The in-memory search index over a gazetteer: forward search ({@link search}) and reverse search
 * ({@link reverse}). Built once from the data (a few seconds for a country); searches are synchronous and
 * allocate little (per-entry scratch arrays are reused), so one index serves all requests of a process.
 */
export class GazetteerIndex {
  readonly data: GazetteerData;
  readonly words: TokenIndex;
  readonly houseNumbers: HouseNumbers;
  private readonly nameWordCount: Uint8Array;
  private readonly importance: Uint16Array;
  private readonly streets: StreetGrid;
  private readonly seats: PointGrid;
  // scratch, per entry: whether a search has met it already
  private readonly seen: Uint8Array;
  private readonly seenList: Int32Array;
  /** Entries in `seenList` during a search. */
  private seenCount = 0;

  constructor(data: GazetteerData) {
    this.data = data;
    const { entries } = data;
    const count = entries.level.length;
    const stateWords = data.states.map((state) => [state.uf.toLowerCase(), ...searchTokens(state.name)]);
    this.nameWordCount = new Uint8Array(count);
    const wordsOf = (entry: number): EntryWords => {
      const name = searchTokens(entries.name[entry] as string);
      this.nameWordCount[entry] = Math.min(32, new Set(name.filter((word) => !STOPWORDS.has(word))).size);
      const alias = (entries.alias[entry] as string)
        .split(';')
        .filter(Boolean)
        .flatMap((text) => searchTokens(text));
      // `D'Oeste` is also found as `d oeste`
      const spaced = searchTokens((entries.name[entry] as string).replace(/['’`´]/g, ' '));
      name.push(...spaced.filter((word) => !name.includes(word)));
      const level = entries.level[entry] as number;
      const state = entries.state[entry] as number;
      const city = entries.city[entry] as number;
      const context: string[] = [];
      if (level === LEVEL_STATE) {
        alias.push((data.states[state]?.uf ?? '').toLowerCase());
        context.push('brasil'); // `São Paulo, Brasil` (a state's label) finds the state, not the city
      } else if (level === LEVEL_COUNTRY) alias.push('brazil');
      else {
        if (city >= 0) context.push(...searchTokens(entries.name[city] as string));
        if (state >= 0) context.push(...(stateWords[state] ?? []));
      }
      const nameWords = this.nameWordCount[entry] as number;
      return { name, alias, context, group: entryGroup(nameWords, alias.length > 0) };
    };
    this.importance = Uint16Array.from(entries.importance);
    const importance = this.importance;
    const byImportance = Int32Array.from({ length: count }, (_, entry) => entry).sort(
      (a, b) => (importance[b] as number) - (importance[a] as number) || a - b,
    );
    this.words = new TokenIndex(count, wordsOf, byImportance);
    this.houseNumbers = new HouseNumbers(data.houseNumbers);

    const vertices = decodeLines(data.lines.coords, data.lines.start);
    const segmentEntry = new Int32Array(vertices.length / 2).fill(-1);
    data.lines.entry.forEach((entry, line) => {
      if (data.lines.tunnel[line] === 1) return;
      const end = (data.lines.start[line + 1] as number) - 1;
      segmentEntry.fill(entry, data.lines.start[line] as number, end);
    });
    this.streets = new StreetGrid(vertices, segmentEntry);
    const cities: number[] = [];
    entries.level.forEach((level, i) => level === LEVEL_CITY && cities.push(i));
    this.seats = new PointGrid(entries.lat, entries.lng, 0.25, cities);

    this.seen = new Uint8Array(count);
    this.seenList = new Int32Array(count);
  }

  /** Number of entries. */
  get size(): number {
    return this.data.entries.level.length;
  }

  /**
   * Entries matching `query`, best first: match quality (every word exact and the whole name typed >
   * prefix > one typo), then importance (capitals, states, bigger places, main roads), then how much of
   * the name was typed. Coordinate text is not handled here (see the geocoder).
   *
   * @example index.search('curitba', { limit: 5 })[0] // { entry: <Curitiba>, quality: 'typo' }
   */
  search(query: string, options: IndexSearchOptions = {}): IndexMatch[] {
    const wanted =
      options.limit !== undefined && Number.isFinite(options.limit) ? options.limit : DEFAULT_LIMIT;
    const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(wanted)));
    const parsed = parseQuery(query, this.data.states);
    if (parsed.words.length === 0) return [];
    let best: RankedMatch[];
    try {
      best = this.rank(parsed, limit);
    } finally {
      for (let k = 0; k < this.seenCount; k++) this.seen[this.seenList[k] as number] = 0;
      this.seenCount = 0;
    }
    const typed = parsed.words.find((word) => word.houseNumber)?.text;
    return best.map(({ entry, quality, takesNumber }) => {
      const match: IndexMatch = { entry, quality };
      if (takesNumber && typed) {
        const position = this.houseNumbers.locate(entry, typed, (lat, lng) => {
          const snapped = this.streets.nearest(lat, lng, 500, entry);
          return snapped && { lat: snapped.lat, lng: snapped.lng };
        });
        if (position) match.houseNumber = position;
      }
      return match;
    });
  }

  /**
   * The best `limit` accepted entries: the candidates of {@link searchPlan}, read one merge after the
   * other, each scored from its own words, until one merge has nothing left that could enter the best
   * `limit`.
   */
  private rank(parsed: ParsedQuery, limit: number): RankedMatch[] {
    const withContext = parsed.words.length > 1;
    const terms = parsed.words.map((word) => new QueryTerm(word, this.words, withContext));
    let required = 0;
    let numberBit = 0;
    terms.forEach((term, bit) => {
      if (!term.word.optional) required |= 1 << bit;
      if (term.word.houseNumber) numberBit = 1 << bit;
    });
    const stateFilter =
      parsed.state === undefined ? -1 : this.data.states.findIndex((s) => s.uf === parsed.state);
    const held = terms.filter((term) => !term.word.optional && !term.word.houseNumber);
    held.sort((a, b) => a.cost - b.cost);
    const scoring: Scoring = { terms, held, required, numberBit, stateFilter };
    const merges = searchPlan(terms, this.words, this.importance);
    const top = new TopMatches(limit);
    for (let turn = 0; ; turn = (turn + 1) % merges.length) {
      const lowest = top.lowestKey;
      if (merges.some((merge) => merge.done || merge.nextPriority() < lowest)) break;
      const entry = (merges[turn] as PostingMerge).next() >> 2;
      if (this.seen[entry] === 1) continue;
      this.seen[entry] = 1;
      this.seenList[this.seenCount++] = entry;
      const match = this.score(entry, scoring);
      if (match) top.offer(match);
    }
    return top.items;
  }

  /**
   * How entry `entry` matches the query, or `null` when it is not accepted: no word matches its own
   * name, a required word is missing, or it lies outside the state asked for. The tie order is where a
   * scan of the postings, word after word, would have met the entry first.
   */
  private score(entry: number, scoring: Scoring): RankedMatch | null {
    const { terms, held, required, numberBit, stateFilter } = scoring;
    const { entries } = this.data;
    const words = this.words.wordsOfEntry(entry);
    for (const term of held) if (!holds(words, term)) return null;
    let mask = 0;
    let hits = 0;
    let flags = 0;
    let score = 0;
    let order = 0;
    for (let bit = 0; bit < terms.length; bit++) {
      const term = terms[bit] as QueryTerm;
      let best = 0;
      let rank = Infinity;
      let context = 0;
      for (let k = 0; k < words.length; k++) {
        const word = words[k] as number;
        const value = term.value(word >> 2, word & 3);
        if (value === 0) continue;
        if (value > best) best = value;
        if (term.rank < rank) {
          rank = term.rank;
          context = (word & 3) === ROLE_CONTEXT ? 1 : 0;
        }
      }
      if (best === 0) continue;
      if (mask === 0) order = (bit * 2 ** 32 + rank) * 2 + context;
      mask |= 1 << bit;
      const value = Math.fround(best);
      const base = Math.floor(value);
      if (base >= NAME_TYPO && !term.word.optional) hits++;
      if (base >= NAME_TYPO) flags |= FLAG_NAME;
      if (base === NAME_PREFIX || base === CONTEXT_PREFIX) flags |= FLAG_PREFIX;
      if (base === NAME_TYPO || base === CONTEXT_TYPO) flags |= FLAG_TYPO;
      if (value === ALIAS_EXACT_VALUE) flags |= FLAG_ALIAS_EXACT;
      score = Math.fround(score + value);
    }
    if ((flags & FLAG_NAME) === 0) return null;
    const takesNumber = numberBit !== 0 && entries.level[entry] === LEVEL_STREET && (mask & numberBit) === 0;
    const needed = takesNumber ? required & ~numberBit : required;
    if ((mask & needed) !== needed) return null;
    if (stateFilter >= 0 && entries.state[entry] !== stateFilter) return null;
    const nameWords = this.nameWordCount[entry] as number;
    const complete = hits >= nameWords || (flags & FLAG_ALIAS_EXACT) !== 0;
    const quality: MatchQuality =
      (flags & FLAG_TYPO) !== 0 ? 'typo' : (flags & FLAG_PREFIX) !== 0 || !complete ? 'prefix' : 'exact';
    const tier = quality === 'exact' ? 2 : quality === 'prefix' ? 1 : 0;
    const coverage = nameWords === 0 ? 1 : Math.min(1, hits / nameWords);
    const wordQuality = score / (terms.length * NAME_EXACT_VALUE);
    const key = rankKey(tier, entries.importance[entry] as number, coverage, wordQuality);
    return { entry, key, order, quality, takesNumber };
  }

  /**
   * The street nearest to a point (within {@link REVERSE_STREET_METERS}, with the tagged house number
   * there when one is within {@link REVERSE_HOUSE_METERS}), else the nearest municipality seat (within
   * {@link REVERSE_CITY_METERS}), else `null`.
   */
  reverse(lat: number, lng: number): ReverseMatch | null {
    const street = this.streets.nearest(lat, lng, REVERSE_STREET_METERS);
    if (street) {
      const houseNumber = this.houseNumbers.nearest(street.entry, lat, lng, REVERSE_HOUSE_METERS);
      return houseNumber
        ? { entry: street.entry, meters: street.meters, houseNumber }
        : { entry: street.entry, meters: street.meters };
    }
    const seat = this.seats.nearest(lat, lng, REVERSE_CITY_METERS);
    return seat ? { entry: seat.index, meters: seat.meters } : null;
  }
}
