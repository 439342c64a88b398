import type { QueryWord } from './parse-query.ts';
import type { TokenIndex } from './token-index.ts';
import { ROLE_ALIAS, ROLE_CONTEXT, ROLE_NAME } from './token-index.ts';

/** Shortest typed word that may carry one typo. */
export const MIN_TYPO_LENGTH = 5;

// Match values per query word and entry (higher is better): role × quality, the fraction below 1 ranks
// prefix matches by how much of the word was typed.
/** Value of an exact name match (alias matches get {@link ALIAS_EXACT_VALUE}: complete, ranked a bit lower). */
export const NAME_EXACT_VALUE = 6.5;
/** Value of an exact match of another name of the entry (a road number, a UF). */
export const ALIAS_EXACT_VALUE = 6.25;
/** Value of a name word completing the typed one, plus up to 0.9 for how much of it was typed. */
export const NAME_PREFIX = 5;
/** Value of a name word one edit away from the typed one. */
export const NAME_TYPO = 4;
/** Value of an exact match of the place around the entry. */
export const CONTEXT_EXACT = 3;
/** Value of a word of the place around the entry completing the typed one (plus up to 0.9). */
export const CONTEXT_PREFIX = 2;
/** Value of a word of the place around the entry one edit away from the typed one. */
export const CONTEXT_TYPO = 1;

/**
 * One typed word against the dictionary: the words it reaches (itself and its abbreviations' full words
 * exactly, the words it begins, the words one edit away), how well each matches an entry holding it, and
 * the order a scan of their postings would reach the entries in.
 *
 * Each reached word has a *visit rank*: the word itself 0, its full words next, the words it begins in
 * dictionary order, the words one edit away last. An entry's rank for the query word is the visit rank of
 * the first of its words reached (a word reached twice counts where it was reached first, which is also
 * where it matches best).
 */
export class QueryTerm {
  readonly word: QueryWord;
  /** Context words (municipality, state) take part; a one-word query matches names only. */
  readonly withContext: boolean;
  /** Id of the typed word itself, or −1. */
  readonly exact: number;
  /** Ids of the abbreviation's full words found (−1 where missing), in the order of `word.expansions`. */
  readonly expansions: Int32Array;
  /** Ids `[from, to)` of the words the typed word begins. */
  readonly from: number;
  readonly to: number;
  /** Ids of the words one edit away (from the typed word's fifth letter on, not for numbers). */
  readonly typos: readonly number[];
  /** Number of postings of every word reached (an entry counted once per word). */
  readonly cost: number;
  /** Highest value an entry can get from this word. */
  readonly bestValue: number;
  /** Highest value an entry can get from this word when it is not in the entry's names. */
  readonly bestContextValue: number;
  /** Whether some entry can match this word exactly (the typed word or a full word is indexed). */
  readonly canBeExact: boolean;
  /** Visit rank of the word matched by the last {@link value} call. */
  rank = 0;
  private readonly dictionary: readonly string[];
  private readonly length: number;

  constructor(word: QueryWord, index: TokenIndex, withContext: boolean) {
    this.word = word;
    this.withContext = withContext;
    this.dictionary = index.words;
    this.length = word.text.length;
    this.exact = index.exact(word.text);
    this.expansions = Int32Array.from(word.expansions, (expansion) => index.exact(expansion));
    [this.from, this.to] = index.prefixRange(word.text);
    this.typos =
      word.text.length >= MIN_TYPO_LENGTH && !/^\d+$/.test(word.text) ? index.oneEditAway(word.text) : [];
    this.canBeExact = this.exact >= 0 || this.expansions.some((id) => id >= 0);
    let cost = 0;
    let bestName = 0;
    let bestContext = 0;
    for (const id of this.ids()) {
      const own = index.postingCount(id, false);
      const all = withContext ? index.postingCount(id, true) : own;
      cost += all;
      if (own > 0) bestName = Math.max(bestName, this.value(id, ROLE_NAME));
      if (all > own) bestContext = Math.max(bestContext, this.value(id, ROLE_CONTEXT));
    }
    this.cost = cost;
    this.bestValue = Math.max(bestName, bestContext);
    this.bestContextValue = bestContext;
  }

  /** The ids of the words reached, each once, in visit order. */
  ids(): number[] {
    const ids = new Set<number>();
    if (this.exact >= 0) ids.add(this.exact);
    for (const id of this.expansions) if (id >= 0) ids.add(id);
    for (let id = this.from; id < this.to; id++) ids.add(id);
    for (const id of this.typos) ids.add(id);
    return [...ids];
  }

  /** Best tier a match through word `id` allows: 2 (exact) for the typed or a full word, 1 (prefix), 0 (typo). */
  tierOf(id: number): number {
    if (id === this.exact || this.expansions.includes(id)) return 2;
    return id >= this.from && id < this.to ? 1 : 0;
  }

  /**
   * Value of an entry's word `id` of role `role` for this query word (0 when it does not match), and its
   * visit rank in {@link rank}.
   */
  value(id: number, role: number): number {
    if (role === ROLE_CONTEXT && !this.withContext) return 0;
    if (id === this.exact) {
      this.rank = 0;
      return exactValue(role);
    }
    const expansions = this.expansions;
    for (let i = 0; i < expansions.length; i++) {
      if (expansions[i] === id) {
        this.rank = 1 + i;
        return exactValue(role);
      }
    }
    if (id >= this.from && id < this.to) {
      this.rank = 1 + expansions.length + (id - this.from);
      const typed = this.length / (this.dictionary[id] as string).length;
      return role === ROLE_CONTEXT ? CONTEXT_PREFIX + 0.9 * typed : NAME_PREFIX + 0.9 * typed;
    }
    const typos = this.typos;
    for (let i = 0; i < typos.length; i++) {
      if (typos[i] === id) {
        this.rank = 1 + expansions.length + (this.to - this.from) + i;
        return role === ROLE_CONTEXT ? CONTEXT_TYPO : NAME_TYPO;
      }
    }
    return 0;
  }
}

function exactValue(role: number): number {
  return role === ROLE_CONTEXT ? CONTEXT_EXACT : role === ROLE_ALIAS ? ALIAS_EXACT_VALUE : NAME_EXACT_VALUE;
}
