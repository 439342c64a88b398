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
