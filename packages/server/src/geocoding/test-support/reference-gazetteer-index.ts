import { STOPWORDS, searchTokens } from '../fold-text.ts';
import type { GazetteerData } from '../gazetteer-data.ts';
import { LEVEL_COUNTRY, LEVEL_STATE, LEVEL_STREET } from '../gazetteer-data.ts';
import type { IndexMatch, MatchQuality } from '../gazetteer-index.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../gazetteer-index.ts';
import { MIN_TYPO_LENGTH } from '../query-term.ts';
import { HouseNumbers } from '../house-numbers.ts';
import type { ParsedQuery } from '../parse-query.ts';
import { parseQuery } from '../parse-query.ts';
import { StreetGrid } from '../street-grid.ts';
import { decodeLines } from '../street-lines.ts';
import { ROLE_ALIAS, ROLE_CONTEXT } from '../token-index.ts';
import { ReferenceTokenIndex } from './reference-token-index.ts';
import type { EntryWords } from '../token-index.ts';

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
const FLAG_NAME = 8;

/**
 * The forward search of the gazetteer as it was before the rarest-word search: every posting of every
 * word reached by the query is visited, then the accepted entries ranked. Kept for tests only, as the
 * reference the faster search must agree with (same entries, order, quality and house numbers).
 */
export class ReferenceGazetteerIndex {
  private readonly data: GazetteerData;
  private readonly words: ReferenceTokenIndex;
  private readonly houseNumbers: HouseNumbers;
  private readonly nameWordCount: Uint8Array;
  private readonly streets: StreetGrid;
  private readonly current: Float32Array;
  private readonly mask: Uint32Array;
  private readonly nameHits: Uint8Array;
  private readonly flags: Uint8Array;
  private readonly score: Float32Array;
  private readonly touched: Int32Array;
  private readonly wordTouched: Int32Array;
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
      const spaced = searchTokens((entries.name[entry] as string).replace(/['’`´]/g, ' '));
      name.push(...spaced.filter((word) => !name.includes(word)));
      const level = entries.level[entry] as number;
      const state = entries.state[entry] as number;
      const city = entries.city[entry] as number;
      const context: string[] = [];
      if (level === LEVEL_STATE) {
        alias.push((data.states[state]?.uf ?? '').toLowerCase());
        context.push('brasil');
      } else if (level === LEVEL_COUNTRY) alias.push('brazil');
      else {
        if (city >= 0) context.push(...searchTokens(entries.name[city] as string));
        if (state >= 0) context.push(...(stateWords[state] ?? []));
      }
      return { name, alias, context };
    };
    this.words = new ReferenceTokenIndex(count, wordsOf);
    this.houseNumbers = new HouseNumbers(data.houseNumbers);
    const vertices = decodeLines(data.lines.coords, data.lines.start);
    const segmentEntry = new Int32Array(vertices.length / 2).fill(-1);
    data.lines.entry.forEach((entry, line) => {
      if (data.lines.tunnel[line] === 1) return;
      const end = (data.lines.start[line + 1] as number) - 1;
      segmentEntry.fill(entry, data.lines.start[line] as number, end);
    });
    this.streets = new StreetGrid(vertices, segmentEntry);
    this.current = new Float32Array(count);
    this.mask = new Uint32Array(count);
    this.nameHits = new Uint8Array(count);
    this.flags = new Uint8Array(count);
    this.score = new Float32Array(count);
    this.touched = new Int32Array(count);
    this.wordTouched = new Int32Array(count);
  }

  /** Entries matching `query`, best first (the committed algorithm). */
  search(query: string, options: { limit?: number } = {}): IndexMatch[] {
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
}
