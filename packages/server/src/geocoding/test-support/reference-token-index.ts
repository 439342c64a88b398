import type { EntryWords } from '../token-index.ts';
import { ROLE_CONTEXT, ROLE_NAME, ROLE_ALIAS } from '../token-index.ts';
import { withinOneEdit } from '../within-one-edit.ts';

/** Shortest indexed word the one-typo search considers (a typed word of 5 letters may lose one). */
const MIN_TYPO_WORD = 4;
/** Words beyond this many take no part in the one-typo search (2^21, so a packed pair stays exact). */
const WORD_LIMIT = 2 ** 21;

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function deletionKeys(word: string): number[] {
  const keys = [fnv1a(word)];
  for (let i = 0; i < word.length; i++) keys.push(fnv1a(word.slice(0, i) + word.slice(i + 1)));
  return keys;
}

function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The word dictionary of the gazetteer as it was before the rarest-word search (postings of a word in
 * entry order, which decided the order of equally ranked results). Kept for tests only, under
 * `ReferenceGazetteerIndex`.
 */
export class ReferenceTokenIndex {
  /** Distinct words, sorted. */
  readonly words: readonly string[];
  private readonly postingStart: Int32Array;
  /** Per word, where its context postings start (they come after the name and alias ones). */
  private readonly contextStart: Int32Array;
  private readonly postings: Int32Array;
  private readonly deletionHash: Uint32Array;
  private readonly deletionWord: Int32Array;

  constructor(entryCount: number, wordsOf: (entry: number) => EntryWords) {
    const byWord = new Map<string, number[]>();
    for (let entry = 0; entry < entryCount; entry++) {
      const words = wordsOf(entry);
      const seen = new Set<string>();
      const add = (list: readonly string[], role: number) => {
        for (const word of list) {
          if (seen.has(word)) continue;
          seen.add(word);
          let posting = byWord.get(word);
          if (!posting) byWord.set(word, (posting = []));
          posting.push(entry * 4 + role);
        }
      };
      add(words.name, ROLE_NAME);
      add(words.alias, ROLE_ALIAS);
      add(words.context, ROLE_CONTEXT);
    }
    const words = [...byWord.keys()].sort();
    this.words = words;
    this.postingStart = new Int32Array(words.length + 1);
    this.contextStart = new Int32Array(words.length);
    let total = 0;
    words.forEach((word, i) => {
      this.postingStart[i] = total;
      total += (byWord.get(word) as number[]).length;
    });
    this.postingStart[words.length] = total;
    this.postings = new Int32Array(total);
    words.forEach((word, i) => {
      const list = byWord.get(word) as number[];
      const own = list.filter((posting) => (posting & 3) !== ROLE_CONTEXT);
      const start = this.postingStart[i] as number;
      this.postings.set(own, start);
      this.postings.set(
        list.filter((posting) => (posting & 3) === ROLE_CONTEXT),
        start + own.length,
      );
      this.contextStart[i] = start + own.length;
    });

    // (hash, word) pairs sorted by hash then word, packed as hash × 2^21 + word (exact in a double)
    const packed: number[] = [];
    words.forEach((word, i) => {
      if (word.length < MIN_TYPO_WORD || i >= WORD_LIMIT) return;
      for (const key of new Set(deletionKeys(word))) packed.push(key * WORD_LIMIT + i);
    });
    const sorted = Float64Array.from(packed).sort();
    this.deletionHash = new Uint32Array(sorted.length);
    this.deletionWord = new Int32Array(sorted.length);
    sorted.forEach((value, i) => {
      const word = value % WORD_LIMIT;
      this.deletionWord[i] = word;
      this.deletionHash[i] = (value - word) / WORD_LIMIT;
    });
  }

  /** Id of `word`, or −1. */
  exact(word: string): number {
    const i = this.lowerBoundWord(word);
    return this.words[i] === word ? i : -1;
  }

  /** Ids `[from, to)` of the words that start with `prefix` (the word itself included). */
  prefixRange(prefix: string): [number, number] {
    const from = this.lowerBoundWord(prefix);
    let lo = from;
    let hi = this.words.length;
    const end = `${prefix}\uffff`;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.words[mid] as string) < end) lo = mid + 1;
      else hi = mid;
    }
    return [from, lo];
  }

  /** Ids of the words exactly one edit away from `word` (insert, delete, replace, swap); not `word` itself. */
  oneEditAway(word: string): number[] {
    const found = new Set<number>();
    for (const key of new Set(deletionKeys(word))) {
      for (
        let i = lowerBound(this.deletionHash, key);
        i < this.deletionHash.length && this.deletionHash[i] === key;
        i++
      ) {
        found.add(this.deletionWord[i] as number);
      }
    }
    return [...found].filter(
      (id) => this.words[id] !== word && withinOneEdit(word, this.words[id] as string),
    );
  }

  /** The postings of word `id` (`entry × 4 + role` each), without the context ones unless `withContext`. */
  postingsOf(id: number, withContext = true): Int32Array {
    const end = withContext ? this.postingStart[id + 1] : this.contextStart[id];
    return this.postings.subarray(this.postingStart[id], end);
  }

  private lowerBoundWord(word: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.words[mid] as string) < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
