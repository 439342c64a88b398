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
import { ROLE_ALIAS, ROLE_CONTEXT, TokenIndex } from './token-index.ts';
import type { EntryWords } from './token-index.ts';

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

/** Shortest typed word that may carry one typo. */
export const MIN_TYPO_LENGTH = 5;
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

// Match values per query word and entry (higher is better): role × quality, the fraction below 1 ranks
// prefix matches by how much of the word was typed.
/** Value of an exact name match (alias matches get {@link ALIAS_EXACT_VALUE}: complete, ranked a bit lower). */
const NAME_EXACT_VALUE = 6.5;
const ALIAS_EXACT_VALUE = 6.25;
const NAME_PREFIX = 5;
const NAME_TYPO = 4;
const CONTEXT_EXACT = 3;
const CONTEXT_PREFIX = 2;
const CONTEXT_TYPO = 1;

const FLAG_PREFIX = 1;
const FLAG_TYPO = 2;
const FLAG_ALIAS_EXACT = 4;
/** Some word matched the entry's own names (a match on the place around it alone does not count). */
const FLAG_NAME = 8;

/**
 * The in-memory search index over a gazetteer: forward search ({@link search}) and reverse search
 * ({@link reverse}). Built once from the data (about a second for the full data set); searches are
 * synchronous and allocate little (per-entry scratch arrays are reused), so one index serves all
 * requests of a process.
 */
export class GazetteerIndex {
  readonly data: GazetteerData;
  readonly words: TokenIndex;
  readonly houseNumbers: HouseNumbers;
  private readonly nameWordCount: Uint8Array;
  private readonly streets: StreetGrid;
  private readonly seats: PointGrid;
  // scratch, per entry
  private readonly current: Float32Array;
  private readonly mask: Uint32Array;
  private readonly nameHits: Uint8Array;
  private readonly flags: Uint8Array;
  private readonly score: Float32Array;
  private readonly touched: Int32Array;
  private readonly wordTouched: Int32Array;
  /** Entries in `touched` during a search. */
  private touchedCount = 0;

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
      return { name, alias, context };
    };
    this.words = new TokenIndex(count, wordsOf);
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

    this.current = new Float32Array(count);
    this.mask = new Uint32Array(count);
    this.nameHits = new Uint8Array(count);
    this.flags = new Uint8Array(count);
    this.score = new Float32Array(count);
    this.touched = new Int32Array(count);
    this.wordTouched = new Int32Array(count);
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
    try {
      this.collect(parsed);
      return this.rank(parsed, limit);
    } finally {
      for (let k = 0; k < this.touchedCount; k++) {
        const entry = this.touched[k] as number;
        this.mask[entry] = 0;
        this.nameHits[entry] = 0;
        this.flags[entry] = 0;
        this.score[entry] = 0;
      }
      this.touchedCount = 0;
    }
  }

  /** Accumulates, for every entry any word reaches, which words matched and how well. */
  private collect(parsed: ParsedQuery): void {
    const single = parsed.words.length === 1;
    parsed.words.forEach((word, bit) => {
      let wordCount = 0;
      const visit = (id: number, nameValue: number, contextValue: number) => {
        const postings = this.words.postingsOf(id, !single);
        for (let k = 0; k < postings.length; k++) {
          const posting = postings[k] as number;
          const role = posting & 3;
          const entry = posting >> 2;
          let value = role === ROLE_CONTEXT ? contextValue : nameValue;
          if (role === ROLE_ALIAS && value === NAME_EXACT_VALUE) value = ALIAS_EXACT_VALUE;
          if (this.current[entry] === 0) this.wordTouched[wordCount++] = entry;
          if (value > (this.current[entry] as number)) this.current[entry] = value;
        }
      };
      const exact = this.words.exact(word.text);
      if (exact >= 0) visit(exact, NAME_EXACT_VALUE, CONTEXT_EXACT);
      for (const expansion of word.expansions) {
        const id = this.words.exact(expansion);
        if (id >= 0) visit(id, NAME_EXACT_VALUE, CONTEXT_EXACT);
      }
      const [from, to] = this.words.prefixRange(word.text);
      for (let id = from; id < to; id++) {
        if (id === exact) continue;
        const typed = word.text.length / (this.words.words[id] as string).length;
        visit(id, NAME_PREFIX + 0.9 * typed, CONTEXT_PREFIX + 0.9 * typed);
      }
      if (word.text.length >= MIN_TYPO_LENGTH && !/^\d+$/.test(word.text)) {
        for (const id of this.words.oneEditAway(word.text)) visit(id, NAME_TYPO, CONTEXT_TYPO);
      }
      const countsForName = !word.optional;
      for (let k = 0; k < wordCount; k++) {
        const entry = this.wordTouched[k] as number;
        const value = this.current[entry] as number;
        this.current[entry] = 0;
        if (this.mask[entry] === 0) this.touched[this.touchedCount++] = entry;
        this.mask[entry] = (this.mask[entry] as number) | (1 << bit);
        const base = Math.floor(value);
        if (base >= NAME_TYPO && countsForName) this.nameHits[entry] = (this.nameHits[entry] as number) + 1;
        if (base >= NAME_TYPO) this.flags[entry] = (this.flags[entry] as number) | FLAG_NAME;
        if (base === NAME_PREFIX || base === CONTEXT_PREFIX)
          this.flags[entry] = (this.flags[entry] as number) | FLAG_PREFIX;
        if (base === NAME_TYPO || base === CONTEXT_TYPO)
          this.flags[entry] = (this.flags[entry] as number) | FLAG_TYPO;
        if (value === ALIAS_EXACT_VALUE) this.flags[entry] = (this.flags[entry] as number) | FLAG_ALIAS_EXACT;
        this.score[entry] = (this.score[entry] as number) + value;
      }
    });
  }

  /** The best `limit` accepted entries among the touched ones. */
  private rank(parsed: ParsedQuery, limit: number): IndexMatch[] {
    const { entries } = this.data;
    let required = 0;
    let numberBit = 0;
    parsed.words.forEach((word, bit) => {
      if (!word.optional) required |= 1 << bit;
      if (word.houseNumber) numberBit = 1 << bit;
    });
    const stateFilter =
      parsed.state === undefined ? -1 : this.data.states.findIndex((s) => s.uf === parsed.state);
    const top: { entry: number; key: number; quality: MatchQuality; takesNumber: boolean }[] = [];
    const wordCount = parsed.words.length;
    for (let k = 0; k < this.touchedCount; k++) {
      const entry = this.touched[k] as number;
      const flags = this.flags[entry] as number;
      if ((flags & FLAG_NAME) === 0) continue;
      const level = entries.level[entry] as number;
      const mask = this.mask[entry] as number;
      const takesNumber = numberBit !== 0 && level === LEVEL_STREET && (mask & numberBit) === 0;
      const needed = takesNumber ? required & ~numberBit : required;
      if ((mask & needed) !== needed) continue;
      if (stateFilter >= 0 && entries.state[entry] !== stateFilter) continue;
      const nameWords = this.nameWordCount[entry] as number;
      const hits = this.nameHits[entry] as number;
      const complete = hits >= nameWords || (flags & FLAG_ALIAS_EXACT) !== 0;
      const quality: MatchQuality =
        (flags & FLAG_TYPO) !== 0 ? 'typo' : (flags & FLAG_PREFIX) !== 0 || !complete ? 'prefix' : 'exact';
      const tier = quality === 'exact' ? 2 : quality === 'prefix' ? 1 : 0;
      const coverage = nameWords === 0 ? 1 : Math.min(1, hits / nameWords);
      const wordQuality = (this.score[entry] as number) / (wordCount * NAME_EXACT_VALUE);
      const key =
        tier * 10 + ((entries.importance[entry] as number) / 1000) * 4 + coverage * 1.5 + wordQuality * 0.5;
      if (top.length === limit && key <= (top[limit - 1] as { key: number }).key) continue;
      let at = top.length;
      while (at > 0 && (top[at - 1] as { key: number }).key < key) at--;
      top.splice(at, 0, { entry, key, quality, takesNumber });
      if (top.length > limit) top.pop();
    }
    const typed = parsed.words.find((word) => word.houseNumber)?.text;
    return top.map(({ entry, quality, takesNumber }) => {
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
