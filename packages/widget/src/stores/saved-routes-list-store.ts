import {
  createLatestRequest,
  SAVED_ROUTES_LOAD_ERROR_MESSAGE,
  SAVED_ROUTES_SEARCH_DEBOUNCE_MS,
  savedRoutesErrorDialog,
} from '@freight/core';
import type { ApiClient, RouteListQuery, SavedRoute } from '@freight/core';
import { atom, computed } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { MESSAGES } from '../messages.ts';
import {
  ALL_SAVED_ROUTES_FILTERS,
  SAVED_ROUTES_DEFAULT_PAGE_SIZE,
  SAVED_ROUTES_PAGE_SIZES,
  savedRoutesQuery,
} from '../results/saved-routes-query.ts';
import type { SavedRoutesFilters } from '../results/saved-routes-query.ts';
import type { SavedRouteStore } from './saved-route-store.ts';

/** A filter checkbox of 'Minhas rotas': 'Todos' (`all`), 'Apelido', 'Pontos' or 'Tipo'. */
export type SavedRoutesFilterName = keyof SavedRoutesFilters | 'all';

/**
 * The loaded page of 'Minhas rotas' (SPEC §2 user-routes): `idle` before the first opening, `loading`
 * while `GET /api/routes` runs ('Carregando...'; the previous rows and total are kept), `loaded`, or
 * `failed` with the §8 message (core's `savedRoutesErrorDialog`) and no rows.
 */
export interface SavedRoutesListState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly rows: readonly SavedRoute[];
  /** Number of saved routes matching the search, the `n` of 'Minhas rotas (n)'. */
  readonly total: number;
  /** The list error of a `failed` list, else `null`. */
  readonly error: string | null;
}

/**
 * The 'Minhas rotas (n)' dialog (SPEC §2 user-routes, §7, §8, §9): search text with a 400 ms debounce,
 * filters, paging and the page of saved routes. Only the latest answer is shown.
 */
export interface SavedRoutesListStore {
  /** Whether the dialog is open (the list is only asked for while it is). */
  readonly $open: ReadableAtom<boolean>;
  /** The text in the search box. */
  readonly $text: ReadableAtom<string>;
  /** The search text in use: `$text` once the debounce has passed. */
  readonly $search: ReadableAtom<string>;
  /** The checked filters 'Apelido', 'Pontos', 'Tipo'; all checked by default. */
  readonly $filters: ReadableAtom<SavedRoutesFilters>;
  /** Whether 'Todos' is checked: every filter is. */
  readonly $allFilters: ReadableAtom<boolean>;
  /** The page shown, from 0. */
  readonly $page: ReadableAtom<number>;
  /** Rows per page: 5, 7, 10, 15, 20, 25, 50 or all (`-1`); 10 by default (SPEC §9). */
  readonly $pageSize: ReadableAtom<number>;
  /** The `GET /api/routes` query of the search in use, the filters and the paging. */
  readonly $query: ReadableAtom<Partial<RouteListQuery>>;
  readonly $list: ReadableAtom<SavedRoutesListState>;
  /**
   * Opens the dialog and asks for the list (again on each opening, and when the API client changes while
   * open). A search text typed before the last closing is used at once, from page 1.
   */
  open(): void;
  /** Closes the dialog: the pending debounce and request are dropped; the search, filters and paging stay. */
  close(): void;
  /** Sets the search text; the list is asked for 400 ms after the last change, from page 1. */
  setText(text: string): void;
  /** Toggles a filter ('Todos' checks all, or unchecks all when all are checked); back to page 1. */
  toggleFilter(name: SavedRoutesFilterName): void;
  /** Shows the page `page` (from 0). */
  setPage(page: number): void;
  /** Sets the rows per page (one of `SAVED_ROUTES_PAGE_SIZES`, others are ignored); back to page 1. */
  setPageSize(size: number): void;
  /** 'Carregar rota': closes the dialog and opens `route` (the saved-route store's `load`). */
  load(route: SavedRoute): Promise<void>;
  /** Stops the debounce, the pending request and the API subscription (like {@link close}). */
  dispose(): void;
}

/** What the saved-routes list reads. */
export interface SavedRoutesListStoreDependencies {
  readonly $api: ReadableAtom<ApiClient>;
  /** Opens a saved route ('Carregar rota'). */
  readonly savedRoute: Pick<SavedRouteStore, 'load'>;
  /** Debounce of the search text, default core's `SAVED_ROUTES_SEARCH_DEBOUNCE_MS` (400 ms). */
  readonly debounceMs?: number;
}

const NO_FILTERS: SavedRoutesFilters = { name: false, waypoints: false, type: false };

const FILTER_NAMES: readonly (keyof SavedRoutesFilters)[] = ['name', 'waypoints', 'type'];

/**
 * Creates the 'Minhas rotas (n)' store.
 *
 * @example
 * const list = createSavedRoutesListStore({ $api, savedRoute });
 * list.open(); // GET /api/routes?page=1&per_page=10
 * list.setText('SP'); // 400 ms later: …&name=SP&waypoints=SP&match=any
 */
export function createSavedRoutesListStore(deps: SavedRoutesListStoreDependencies): SavedRoutesListStore {
  const debounceMs = deps.debounceMs ?? SAVED_ROUTES_SEARCH_DEBOUNCE_MS;
  const $open = atom(false);
  const $text = atom('');
  const $search = atom('');
  const $filters = atom<SavedRoutesFilters>(ALL_SAVED_ROUTES_FILTERS);
  const $page = atom(0);
  const $pageSize = atom<number>(SAVED_ROUTES_DEFAULT_PAGE_SIZE);
  const $list = atom<SavedRoutesListState>({ status: 'idle', rows: [], total: 0, error: null });
  const $allFilters = computed($filters, (filters) => FILTER_NAMES.every((name) => filters[name]));
  const $query = computed([$search, $filters, $page, $pageSize], (search, filters, page, size) =>
    savedRoutesQuery(search, filters, page, size, MESSAGES.routeTypes),
  );
  const latest = createLatestRequest();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unlistenApi: (() => void) | undefined;

  const failed = (error: unknown): void => {
    const message = savedRoutesErrorDialog(error)?.message ?? SAVED_ROUTES_LOAD_ERROR_MESSAGE;
    $list.set({ status: 'failed', rows: [], total: 0, error: message });
  };

  const fetchList = async (): Promise<void> => {
    const query = $query.get();
    const api = deps.$api.get();
    $list.set({ ...$list.get(), status: 'loading', error: null });
    try {
      const answer = await latest.run((signal) => api.routes.list(query, { signal }));
      if (answer.status !== 'ok') return;
      const result = answer.value;
      if (savedRoutesErrorDialog(result) || !result.success) {
        failed(result);
        return;
      }
      $list.set({ status: 'loaded', rows: result.data.data, total: result.data.total, error: null });
    } catch (error) {
      failed(error);
    }
  };

  const reload = (): void => {
    if ($open.get()) void fetchList();
  };

  const applySearch = (): boolean => {
    const text = $text.get();
    if ($search.get() === text && $page.get() === 0) return false;
    $search.set(text);
    $page.set(0);
    return true;
  };

  const stop = (): void => {
    clearTimeout(timer);
    timer = undefined;
    latest.cancel();
    unlistenApi?.();
    unlistenApi = undefined;
  };

  const close = (): void => {
    stop();
    $open.set(false);
  };

  return {
    $open,
    $text,
    $search,
    $filters,
    $allFilters,
    $page,
    $pageSize,
    $query,
    $list,
    open() {
      if ($open.get()) return;
      $open.set(true);
      if ($search.get() !== $text.get()) applySearch();
      unlistenApi = deps.$api.listen(reload);
      reload();
    },
    close,
    setText(text) {
      clearTimeout(timer);
      timer = undefined;
      $text.set(text);
      if (!$open.get()) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (applySearch()) reload();
      }, debounceMs);
    },
    toggleFilter(name) {
      const filters = $filters.get();
      if (name === 'all') {
        $filters.set($allFilters.get() ? NO_FILTERS : ALL_SAVED_ROUTES_FILTERS);
      } else {
        $filters.set({ ...filters, [name]: !filters[name] });
      }
      $page.set(0);
      reload();
    },
    setPage(page) {
      if (page === $page.get()) return;
      $page.set(page);
      reload();
    },
    setPageSize(size) {
      if (!SAVED_ROUTES_PAGE_SIZES.some((offered) => offered === size)) return;
      if (size === $pageSize.get() && $page.get() === 0) return;
      $pageSize.set(size);
      $page.set(0);
      reload();
    },
    load(route) {
      close();
      return deps.savedRoute.load(route);
    },
    dispose: close,
  };
}
