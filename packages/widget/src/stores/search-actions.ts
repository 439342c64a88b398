import { hasCoordinates, isBlankQuery, searchKeyAction, waypointAt } from '@freight/core';
import type { ApiClient, SearchKey, SearchResult } from '@freight/core';
import type { ReadableAtom } from 'nanostores';
import type { GeolocationLike } from '../environment/planner-environment.ts';
import type { EditorStore } from './editor-store.ts';
import type { MapStore } from './map-store.ts';
import type { RecentSearchesStore } from './recent-searches-store.ts';
import type { SearchStore } from './search-store.ts';
import type { WaypointsStore } from './waypoints-store.ts';

/** `GeolocationPositionError.PERMISSION_DENIED`. */
const PERMISSION_DENIED = 1;

/** What the search screen's buttons, keys and rows do (SPEC §2 Waypoint editor, §4). */
export interface SearchActions {
  /** Opens the search screen for the waypoint at `index`, starting from its text. */
  open(index: number): void;
  /** The add-destination input: appends an empty waypoint and searches for it, from `text` typed there. */
  startAddDestination(text?: string): void;
  /**
   * Chooses a row: the waypoint gets its text and position, the text is counted as a recent search and
   * the search closes. A row without position is geocoded (`GET /api/geocode`); 'Sua Localização' asks
   * the browser for the position instead.
   */
  choose(result: SearchResult): Promise<void>;
  /** 'Limpar': empties the text. */
  clearText(): void;
  /** 'Cancelar': closes the search, leaving the waypoint unchanged. */
  cancel(): void;
  /**
   * A key in the search input: Enter chooses the highlighted row (with none highlighted, the first row
   * of a typed text, so typing and Enter picks the best match; on an empty text nothing), Escape clears the text or closes the
   * search, ArrowUp / Shift+Tab and ArrowDown / Tab move the highlight. Answers whether the key was used
   * (the view then prevents its default).
   */
  handleKey(key: SearchKey): boolean;
}

/** What the search actions work on. */
export interface SearchActionsDependencies {
  readonly waypoints: WaypointsStore;
  readonly editor: EditorStore;
  readonly search: SearchStore;
  readonly recent: RecentSearchesStore;
  readonly map: MapStore;
  readonly $api: ReadableAtom<ApiClient>;
  readonly geolocation: GeolocationLike | null;
}

/** Creates the search actions. */
export function createSearchActions(deps: SearchActionsDependencies): SearchActions {
  const { waypoints, editor, search, recent, map } = deps;
  const searchIndex = (): number | null => editor.$editing.get().searchIndex;

  const close = (): void => {
    search.stop();
    editor.closeSearch();
  };

  const geocode = async (index: number, text: string): Promise<void> => {
    try {
      const response = await deps.$api.get().geocode(text);
      const current = waypoints.$waypoints.get()[index];
      if (!response.success || current?.searchText !== text || hasCoordinates(current)) return;
      waypoints.update(index, { coordinates: response.data.coords });
    } catch {
      // The waypoint stays without position; the validation asks for one before calculating.
    }
  };

  const locate = (index: number): void => {
    if (!deps.geolocation) {
      search.setLocationDenied(true);
      return;
    }
    deps.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude } = position.coords;
        waypoints.update(index, waypointAt(latitude, longitude));
        map.flyTo({ lat: latitude, lng: longitude });
        if (searchIndex() === index) close();
      },
      (error) => {
        if (error.code === PERMISSION_DENIED) search.setLocationDenied(true);
      },
    );
  };

  const choose = async (result: SearchResult): Promise<void> => {
    const index = searchIndex();
    if (index == null) return;
    if (result.icon === 'current-location') {
      locate(index);
      return;
    }
    waypoints.applyResult(index, result);
    close();
    const tasks: Promise<void>[] = [recent.record(result.searchText)];
    if (!hasCoordinates(result) && result.searchText.trim() !== '')
      tasks.push(geocode(index, result.searchText));
    await Promise.all(tasks);
  };

  return {
    open(index) {
      editor.openSearch(index);
    },
    startAddDestination(text = '') {
      editor.startAddDestination();
      if (text !== '') search.setQuery(text);
    },
    choose,
    clearText() {
      search.setQuery('');
    },
    cancel: close,
    handleKey(key) {
      const action = searchKeyAction(key, search.$query.get());
      if (action == null) return false;
      switch (action.type) {
        case 'select': {
          const row = search.highlighted() ?? firstResultOf(search);
          if (row) void choose(row);
          return row !== undefined;
        }
        case 'clear-text':
          search.setQuery('');
          return true;
        case 'close-search':
          close();
          return true;
        case 'move':
          search.moveHighlight(action.delta);
          return true;
      }
    },
  };
}

/** The first result of a typed text, `undefined` for an empty text (whose first row asks for the location). */
function firstResultOf(search: SearchStore): SearchResult | undefined {
  return isBlankQuery(search.$query.get()) ? undefined : search.$results.get()[0];
}
