import { withinOneEdit } from './within-one-edit.ts';

/** Role of a word that is part of the entry's own name. */
export const ROLE_NAME = 0;
/** Role of a word of another name of the entry (a road's number, a state's UF). */
export const ROLE_ALIAS = 1;
/** Role of a word of the place around the entry (its municipality, UF, state). */
export const ROLE_CONTEXT = 2;

/** The words of one entry, by role. */
export interface EntryWords {
  name: readonly string[];
  alias: readonly string[];
  context: readonly string[];
  /** Group (0–255) the entry's postings are filed under, apart from the other groups; default 0. */
  group?: number;
}

/** Postings of one word that are all of one group and all names (and aliases) or all context. */
export interface PostingSpan {
  /** `[start, end)` in {@link TokenIndex.postings}. */
  start: number;
  end: number;
  group: number;
  context: boolean;
}

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
 * The word dictionary of the gazetteer: sorted distinct words (exact and prefix lookup by binary search),
 * postings from each word to the entries holding it (entry × 4 + role), the words of each entry (the same
 * pairs seen from the entry: word id × 4 + role), and a deletion neighbourhood (each word and its
 * one-letter deletions, hashed and sorted) that finds the words one edit away from a typed word without
 * scanning the dictionary.
 */
export class TokenIndex {
  /** Distinct words, sorted. */
  readonly words: readonly string[];
  /** Postings of every word, one word after the other (see {@link postingSpans}). */
  readonly postings: Int32Array;
  private readonly postingStart: Int32Array;
  /** Per word, where its context postings start (they come after the name and alias ones). */
  private readonly contextStart: Int32Array;
  /** Spans of postings of one group, one after the other: their starts, then the end of the last. */
  private readonly spanStart: Int32Array;
  private readonly spanGroup: Uint8Array;
  /** Per word, its first span and (`contextSpan`) its first span of context postings. */
  private readonly wordSpan: Int32Array;
  private readonly contextSpan: Int32Array;
  /** Words of every entry (`word id × 4 + role`, by word id), one entry after the other. */
  private readonly entryWords: Int32Array;
  private readonly entryWordStart: Int32Array;
  private readonly deletionHash: Uint32Array;
  private readonly deletionWord: Int32Array;

  /**
   * @param entryCount number of entries.
   * @param wordsOf the words of an entry, by role.
   * @param order the entries in the order the postings of a word list them within a group (the name and
   *   alias postings first, by group, then the context ones, by group); default by entry number.
   */
  constructor(entryCount: number, wordsOf: (entry: number) => EntryWords, order?: ArrayLike<number>) {
    const byWord = new Map<string, number[]>();
    const groupOf = new Uint8Array(entryCount);
    for (let k = 0; k < entryCount; k++) {
      const entry = order ? (order[k] as number) : k;
      const words = wordsOf(entry);
      groupOf[entry] = words.group ?? 0;
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
    const spanStart: number[] = [];
    const spanGroup: number[] = [];
    this.wordSpan = new Int32Array(words.length + 1);
    this.contextSpan = new Int32Array(words.length);
    const byGroup = (a: number, b: number) => (groupOf[a >> 2] as number) - (groupOf[b >> 2] as number);
    const fill = (list: number[], start: number) => {
      list.sort(byGroup); // stable: the given order within a group
      this.postings.set(list, start);
      list.forEach((posting, k) => {
        const group = groupOf[posting >> 2] as number;
        if (k > 0 && group === groupOf[(list[k - 1] as number) >> 2]) return;
        spanStart.push(start + k);
        spanGroup.push(group);
      });
    };
    words.forEach((word, i) => {
      const list = byWord.get(word) as number[];
      const own = list.filter((posting) => (posting & 3) !== ROLE_CONTEXT);
      const start = this.postingStart[i] as number;
      this.wordSpan[i] = spanStart.length;
      fill(own, start);
      this.contextStart[i] = start + own.length;
      this.contextSpan[i] = spanStart.length;
      fill(
        list.filter((posting) => (posting & 3) === ROLE_CONTEXT),
        start + own.length,
      );
    });
    this.wordSpan[words.length] = spanStart.length;
    spanStart.push(total);
    this.spanStart = Int32Array.from(spanStart);
    this.spanGroup = Uint8Array.from(spanGroup);
    const entryWordStart = new Int32Array(entryCount + 1);
    for (const posting of this.postings) {
      const next = (posting >> 2) + 1;
      entryWordStart[next] = (entryWordStart[next] as number) + 1;
    }
    for (let entry = 0; entry < entryCount; entry++) {
      entryWordStart[entry + 1] = (entryWordStart[entry + 1] as number) + (entryWordStart[entry] as number);
    }
    this.entryWordStart = entryWordStart;
    this.entryWords = new Int32Array(total);
    const filled = entryWordStart.slice(0, entryCount);
    for (let id = 0; id < words.length; id++) {
      for (let k = this.postingStart[id] as number; k < (this.postingStart[id + 1] as number); k++) {
        const posting = this.postings[k] as number;
        const entry = posting >> 2;
        this.entryWords[filled[entry] as number] = id * 4 + (posting & 3);
        filled[entry] = (filled[entry] as number) + 1;
      }
    }

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

  /** Number of postings of word `id`, without the context ones unless `withContext`. */
  postingCount(id: number, withContext = true): number {
    const end = withContext ? this.postingStart[id + 1] : this.contextStart[id];
    return (end as number) - (this.postingStart[id] as number);
  }

  /**
   * The postings of word `id` by group: spans of name and alias postings, then (`withContext`) spans of
   * context postings; each span lists its entries in the order given to the constructor.
   */
  postingSpans(id: number, withContext: boolean): PostingSpan[] {
    const spans: PostingSpan[] = [];
    const context = this.contextSpan[id] as number;
    const end = withContext ? (this.wordSpan[id + 1] as number) : context;
    for (let span = this.wordSpan[id] as number; span < end; span++) {
      spans.push({
        start: this.spanStart[span] as number,
        end: this.spanStart[span + 1] as number,
        group: this.spanGroup[span] as number,
        context: span >= context,
      });
    }
    return spans;
  }

  /** The words of `entry`, each `word id × 4 + role`, by word id. */
  wordsOfEntry(entry: number): Int32Array {
    return this.entryWords.subarray(this.entryWordStart[entry], this.entryWordStart[entry + 1]);
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
