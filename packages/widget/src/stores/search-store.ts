import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  buildSearchResults,
  createLatestRequest,
  isBlankQuery,
  isCoordinateLikeText,
  moveHighlight as moveHighlightIndex,
} from '@freight/core';
import type { ApiClient, LocationSuggestion, RecentSearch, SearchResult } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { fetchLocationSuggestions } from './fetch-location-suggestions.ts';

/** Suggestions received for one query. */
export interface SuggestionsForQuery {
  readonly query: string;
  readonly items: readonly LocationSuggestion[];
}

/** State of the search screen (SPEC §2 Waypoint editor): query, results, highlighted row. */
export interface SearchStore {
  /** The text in the search input. */
  readonly $query: ReadableAtom<string>;
  /** The last suggestions received, with the query they answer. */
  readonly $suggestions: ReadableAtom<SuggestionsForQuery>;
  /** The rows shown (core's `buildSearchResults`). */
  readonly $results: ReadableAtom<SearchResult[]>;
  /** Index of the highlighted row, `-1` for none. */
  readonly $highlight: ReadableAtom<number>;
  /** Whether the user denied geolocation ('Sua Localização' caption, SPEC §4). */
  readonly $locationDenied: ReadableAtom<boolean>;
  /**
   * Sets the query. Suggestions are asked for 300 ms after the last change (SPEC §9), only for text that
   * is neither blank nor coordinate-like (SPEC §5); a newer query wins over a pending one.
   */
  setQuery(text: string): void;
  /** Moves the highlight by `delta`, never past either end. */
  moveHighlight(delta: number): void;
  /** Highlights the row at `index` (pointer hover). */
  highlight(index: number): void;
  /** The highlighted row, `undefined` when none. */
  highlighted(): SearchResult | undefined;
  /** Records that geolocation was denied. */
  setLocationDenied(denied: boolean): void;
  /** Drops the pending request and timer. */
  stop(): void;
}

/** What the search store reads. */
export interface SearchStoreOptions {
  readonly $api: ReadableAtom<ApiClient>;
  readonly $recent: ReadableAtom<RecentSearch[]>;
  /** Debounce of the typing, default 300 ms. */
  readonly debounceMs?: number;
}

const NO_SUGGESTIONS: SuggestionsForQuery = { query: '', items: [] };

/** Creates the search-screen store. */
export function createSearchStore(options: SearchStoreOptions): SearchStore {
  const debounceMs = options.debounceMs ?? ADDRESS_SEARCH_DEBOUNCE_MS;
  const $query = atom('');
  const $suggestions = atom<SuggestionsForQuery>(NO_SUGGESTIONS);
  const $locationDenied = atom(false);
  const $highlight = atom(-1);
  const $results = computed(
    [$query, options.$recent, $suggestions, $locationDenied],
    (query, recent, suggestions, locationDenied) =>
      buildSearchResults({
        query,
        recent,
        suggestions: suggestions.query === query ? suggestions.items : [],
        locationDenied,
      }),
  );
  const latest = createLatestRequest();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = (): void => {
    clearTimeout(timer);
    timer = undefined;
    latest.cancel();
  };

  const ask = async (query: string): Promise<void> => {
    const api = options.$api.get();
    const answer = await latest.run((signal) => fetchLocationSuggestions(api, query, signal));
    if (answer.status === 'ok') $suggestions.set({ query, items: answer.value });
  };

  return {
    $query,
    $suggestions,
    $results,
    $highlight,
    $locationDenied,
    setQuery(text) {
      stop();
      $query.set(text);
      $highlight.set(-1);
      if (isBlankQuery(text) || isCoordinateLikeText(text)) {
        $suggestions.set(NO_SUGGESTIONS);
        return;
      }
      timer = setTimeout(() => void ask(text), debounceMs);
    },
    moveHighlight(delta) {
      $highlight.set(moveHighlightIndex($highlight.get(), delta, $results.get().length));
    },
    highlight(index) {
      const count = $results.get().length;
      $highlight.set(index >= 0 && index < count ? index : -1);
    },
    highlighted() {
      const index = $highlight.get();
      return index < 0 ? undefined : $results.get()[index];
    },
    setLocationDenied(denied) {
      $locationDenied.set(denied);
    },
    stop,
  };
}
