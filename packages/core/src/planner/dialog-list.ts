/** Query parameter holding the open dialogs, names separated by `|` (SPEC §2 navigation rules). */
export const DIALOGS_QUERY_PARAM = 'ds';

/** Separator of dialog names in {@link DIALOGS_QUERY_PARAM}. */
export const DIALOG_SEPARATOR = '|';

/** Dialogs the application opens by name (SPEC §2 Dialogs). */
export const DIALOG_NAMES = {
  SAVE_ROUTE: 'save-route',
  USER_ROUTES: 'user-routes',
  CREATE_PLATE: 'create-plate',
  CREATE_COST_CENTER: 'create-cost-center',
  CHECK_PLATE: 'check-plate',
  MISSING_ADDRESS: 'missing-addr',
  LOGIN: 'login',
  SUBSCRIBE: 'subscribe',
  SUBSCRIPTION_OVERDUE: 'subscription-overdue',
  FAIR_USE: 'fair-use',
  CREATE_ROUTE: 'create-route',
} as const;

/** One of the known dialog names of {@link DIALOG_NAMES}. */
export type DialogName = (typeof DIALOG_NAMES)[keyof typeof DIALOG_NAMES];

/**
 * Query parameter of the plate the `check-plate` dialog opens with (`?ds=check-plate&placa=ABC1D23`), so
 * a page that shows a plate can offer checking it.
 */
export const CHECK_PLATE_QUERY_PARAM = 'placa';

/** The query parameters each dialog reads besides `ds`; closing the dialog removes them. */
export const DIALOG_QUERY_PARAMS: Readonly<Partial<Record<DialogName, readonly string[]>>> = {
  [DIALOG_NAMES.CHECK_PLATE]: [CHECK_PLATE_QUERY_PARAM],
};

/** How the browser history changes when a dialog opens or closes. */
export type HistoryMode = 'push' | 'replace';

/**
 * Reads the open dialogs from a `ds` value (`'save-route|user-routes'`): names are trimmed, empty names
 * and repeats dropped, order kept. `null` or `undefined` gives `[]`. Unknown names are kept, so a newer
 * link still round-trips.
 */
export function parseDialogs(value: string | null | undefined): string[] {
  if (value == null) return [];
  return uniqueNames(value.split(DIALOG_SEPARATOR));
}

/**
 * Reads the open dialogs from a whole query string (`'?ds=save-route%7Cuser-routes&x=1'`, with or without
 * the leading `?`).
 */
export function dialogsFromSearch(search: string): string[] {
  return parseDialogs(new URLSearchParams(search).get(DIALOGS_QUERY_PARAM));
}

/** Writes the list as a `ds` value: trimmed names, no empty names, no repeats, joined by `|`. */
export function serializeDialogs(list: readonly string[]): string {
  return uniqueNames(list).join(DIALOG_SEPARATOR);
}

/**
 * The query string with `ds` set to the list (removed when no dialog is open); other parameters are
 * kept. Answers `''` or a string starting with `?`.
 */
export function searchWithDialogs(search: string, list: readonly string[]): string {
  const params = new URLSearchParams(search);
  const value = serializeDialogs(list);
  if (value === '') params.delete(DIALOGS_QUERY_PARAM);
  else params.set(DIALOGS_QUERY_PARAM, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The query string with dialog `name` opened on top of those already open and its `params` set (an
 * empty value removes the parameter); other parameters are kept.
 *
 * @example searchOpeningDialog('?page=2', 'check-plate', { placa: 'ABC1D23' }) // '?page=2&ds=check-plate&placa=ABC1D23'
 */
export function searchOpeningDialog(
  search: string,
  name: string,
  params: Readonly<Record<string, string>> = {},
): string {
  const opened = new URLSearchParams(searchWithDialogs(search, openDialog(dialogsFromSearch(search), name)));
  for (const [key, value] of Object.entries(params)) {
    if (value === '') opened.delete(key);
    else opened.set(key, value);
  }
  const text = opened.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The query string with dialog `name` closed and the parameters it reads ({@link DIALOG_QUERY_PARAMS})
 * removed; other parameters are kept.
 *
 * @example searchClosingDialog('?ds=check-plate&placa=ABC1D23&page=2', 'check-plate') // '?page=2'
 */
export function searchClosingDialog(search: string, name: string): string {
  const closed = new URLSearchParams(searchWithDialogs(search, closeDialog(dialogsFromSearch(search), name)));
  for (const key of DIALOG_QUERY_PARAMS[name.trim() as DialogName] ?? []) closed.delete(key);
  const text = closed.toString();
  return text === '' ? '' : `?${text}`;
}

/** Adds the dialog at the end of the list; already open changes nothing. */
export function openDialog(list: readonly string[], name: string): string[] {
  return uniqueNames([...list, name]);
}

/** Removes the dialog from the list; not open changes nothing. */
export function closeDialog(list: readonly string[], name: string): string[] {
  const target = name.trim();
  return uniqueNames(list).filter((open) => open !== target);
}

/** Whether the dialog is in the list. */
export function isDialogOpen(list: readonly string[], name: string): boolean {
  return list.some((open) => open.trim() === name.trim());
}

/** Opening a dialog pushes a history entry, closing replaces it (SPEC §2 Dialogs). */
export function historyModeFor(action: 'open' | 'close'): HistoryMode {
  return action === 'open' ? 'push' : 'replace';
}

function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed !== '') seen.add(trimmed);
  }
  return [...seen];
}
