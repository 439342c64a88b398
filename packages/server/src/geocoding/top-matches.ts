import type { MatchQuality } from './gazetteer-index.ts';

/** An accepted entry with its ranking key. */
export interface RankedMatch {
  entry: number;
  /** Higher is better. */
  key: number;
  /** Breaks ties of `key`, lower first (then the entry number). */
  order: number;
  quality: MatchQuality;
  /** The street takes the typed house number. */
  takesNumber: boolean;
}

function better(a: RankedMatch, b: RankedMatch): boolean {
  if (a.key !== b.key) return a.key > b.key;
  if (a.order !== b.order) return a.order < b.order;
  return a.entry < b.entry;
}

/**
 * The best `limit` matches offered so far, best first: by key, then by tie order, so the result does not
 * depend on the order matches are offered in.
 */
export class TopMatches {
  readonly items: RankedMatch[] = [];

  constructor(private readonly limit: number) {}

  /** Key a match must beat (or tie with an earlier order) to get in; −∞ while fewer than `limit`. */
  get lowestKey(): number {
    return this.items.length < this.limit ? -Infinity : (this.items.at(-1) as RankedMatch).key;
  }

  offer(match: RankedMatch): void {
    const items = this.items;
    if (items.length === this.limit && !better(match, items.at(-1) as RankedMatch)) return;
    let at = items.length;
    while (at > 0 && better(match, items[at - 1] as RankedMatch)) at--;
    items.splice(at, 0, match);
    if (items.length > this.limit) items.pop();
  }
}
