import { PostingMerge } from './posting-merge.ts';
import type { QueryTerm } from './query-term.ts';
import { NAME_EXACT_VALUE } from './query-term.ts';
import { KEY_PER_IMPORTANCE, rankKey } from './rank-key.ts';
import type { PostingSpan, TokenIndex } from './token-index.ts';
import { ROLE_CONTEXT, ROLE_NAME } from './token-index.ts';

// Postings are grouped by what limits an entry's rank: the number of words of its name (the coverage,
// and whether a shorter query can be complete), apart from entries with aliases, complete by one of them.
/** Group of the entries with aliases or with a name of connecting words only: any rank possible. */
export const GROUP_ANY = 0;
/** Group of the entries whose name has this many words or more. */
export const GROUP_MANY = 6;

/** Posting group of an entry with `nameWords` words in its name (connecting words aside). */
export function entryGroup(nameWords: number, hasAlias: boolean): number {
  return hasAlias || nameWords === 0 ? GROUP_ANY : Math.min(nameWords, GROUP_MANY);
}

/**
 * Where a search reads its candidates, as merges of posting spans whose priority is the highest
 * {@link rankKey} an entry of the span can reach (its tier, coverage and word quality bounded by the
 * span's word, role and group, plus its importance).
 *
 * Every accepted entry holds each required word (a street may take the house number instead), so there
 * is one merge per required word, each of which alone reaches every accepted entry: reading stops as
 * soon as one of them has nothing left that could rank high enough. Without a required word, one merge
 * of the name postings of every word (an accepted entry matches some word by name).
 */
export function searchPlan(
  terms: readonly QueryTerm[],
  index: TokenIndex,
  importance: ArrayLike<number>,
): PostingMerge[] {
  const withContext = terms.length > 1;
  const numberTerm = terms.find((term) => term.word.houseNumber);
  const required = terms.filter((term) => !term.word.optional);
  const drivers = required.filter((term) => !term.word.houseNumber);
  const bestTier = drivers.every((term) => term.canBeExact) ? 2 : 1;
  const bestScore = terms.reduce((sum, term) => sum + term.bestValue, 0);
  // an entry that does not match the house number by name has one hit fewer, and the number word adds
  // at most a context match to its score
  const numberContext = numberTerm ? numberTerm.bestValue - numberTerm.bestContextValue : 0;

  const addSpans = (merge: PostingMerge, term: QueryTerm, spans: (id: number) => PostingSpan[]) => {
    const byNumber = term === numberTerm;
    for (const id of term.ids()) {
      for (const span of spans(id)) {
        const hits =
          required.length - (numberTerm && !byNumber ? 1 : 0) - (span.context && !term.word.optional ? 1 : 0);
        const group = span.group;
        const tier = Math.min(bestTier, term.tierOf(id), group === GROUP_ANY || hits >= group ? 2 : 1);
        const coverage = group === GROUP_ANY ? 1 : Math.min(1, Math.max(0, hits) / group);
        const value = term.value(id, span.context ? ROLE_CONTEXT : ROLE_NAME);
        const score = bestScore - term.bestValue + value - (byNumber ? 0 : numberContext) + 0.001;
        merge.add(
          span.start,
          span.end,
          rankKey(tier, 0, coverage, score / (terms.length * NAME_EXACT_VALUE)),
        );
      }
    }
  };
  const merge = () => new PostingMerge(index.postings, importance, KEY_PER_IMPORTANCE);
  const ownSpans = (id: number) => index.postingSpans(id, false);
  if (drivers.length === 0) {
    const all = merge();
    for (const term of terms) addSpans(all, term, ownSpans);
    return [all];
  }
  return drivers.map((driver) => {
    const one = merge();
    addSpans(one, driver, (id) => index.postingSpans(id, withContext));
    if (numberTerm) addSpans(one, numberTerm, ownSpans);
    return one;
  });
}
