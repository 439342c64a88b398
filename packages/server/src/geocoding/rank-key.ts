/**
 * Ranking key of a search result (higher is better): the match tier (2 exact, 1 prefix, 0 typo) first,
 * then importance (0–1000), how much of the name the query covers (0–1) and how well its words matched
 * (0–1, the mean of their match values over an exact name match's).
 */
export function rankKey(tier: number, importance: number, coverage: number, wordQuality: number): number {
  return tier * 10 + (importance / 1000) * 4 + coverage * 1.5 + wordQuality * 0.5;
}

/** What one point of importance adds to {@link rankKey}. */
export const KEY_PER_IMPORTANCE = 4 / 1000;
