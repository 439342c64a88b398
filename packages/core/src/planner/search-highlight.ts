import { isBlankQuery } from './coordinate-text.ts';

/** The key fields of a keyboard event that the search input reacts to. */
export interface SearchKey {
  readonly key: string;
  readonly shiftKey?: boolean;
}

/** What a key press in the search input asks for (SPEC §2 Waypoint editor, keys). */
export type SearchKeyAction =
  | { readonly type: 'move'; readonly delta: -1 | 1 }
  | { readonly type: 'select' }
  | { readonly type: 'clear-text' }
  | { readonly type: 'close-search' };

/**
 * Moves the highlighted result by `delta` within `count` results, never past either end (clamped, no
 * wrap-around). With no results there is nothing to highlight and the answer is `-1`.
 *
 * @example moveHighlight(0, -1, 5) // 0
 * @example moveHighlight(4, 1, 5) // 4
 */
export function moveHighlight(index: number, delta: number, count: number): number {
  if (count <= 0) return -1;
  return Math.min(Math.max(index + delta, 0), count - 1);
}

/**
 * How far a key moves the highlight: ArrowUp or Shift+Tab `-1`, ArrowDown or Tab `+1`, any other key
 * `null`.
 */
export function highlightDeltaForKey(event: SearchKey): -1 | 1 | null {
  if (event.key === 'ArrowUp' || (event.key === 'Tab' && event.shiftKey === true)) return -1;
  if (event.key === 'ArrowDown' || event.key === 'Tab') return 1;
  return null;
}

/**
 * The action of a key in the search input, given its current `text`: Enter selects the highlighted
 * result; Escape clears the text or, if it is empty (blank counts as empty), closes the search; the arrow
 * and Tab keys move the highlight. Other keys give `null` and keep their default behaviour.
 */
export function searchKeyAction(event: SearchKey, text: string): SearchKeyAction | null {
  if (event.key === 'Enter') return { type: 'select' };
  if (event.key === 'Escape') return isBlankQuery(text) ? { type: 'close-search' } : { type: 'clear-text' };
  const delta = highlightDeltaForKey(event);
  return delta == null ? null : { type: 'move', delta };
}
