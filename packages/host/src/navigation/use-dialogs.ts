import { dialogsFromSearch, historyModeFor, searchClosingDialog, searchOpeningDialog } from '@freight/core';
import type { HistoryMode } from '@freight/core';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The open dialogs of the address (`ds`) and how to open and close them. */
export interface DialogControls {
  /** Open dialogs, bottom first. */
  readonly open: readonly string[];
  /** The dialog on top, `undefined` when none. */
  readonly top: string | undefined;
  isOpen(name: string): boolean;
  /**
   * Opens `name` on top with the query `params` it reads (core's `DIALOG_QUERY_PARAMS`): a new history
   * entry, so Back closes it. Already open, only changed `params` replace the entry.
   */
  openDialog(name: string, params?: Readonly<Record<string, string>>): void;
  /** Closes `name` (the top one when not given) and drops its parameters, replacing the history entry. */
  closeDialog(name?: string): void;
}

/**
 * The dialogs kept in the `ds` query parameter (SPEC §2): opening pushes a history entry, closing
 * replaces it, Back closes the top dialog.
 */
export function useDialogs(): DialogControls {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const open = useMemo(() => dialogsFromSearch(search), [search]);
  const go = useCallback(
    (next: string, mode: HistoryMode) => {
      void navigate({ pathname, search: next, hash }, { replace: mode === 'replace' });
    },
    [navigate, pathname, hash],
  );
  return {
    open,
    top: open.at(-1),
    isOpen: (name) => open.includes(name),
    openDialog: (name, params = {}) => {
      const next = searchOpeningDialog(search, name, params);
      if (!open.includes(name)) go(next, historyModeFor('open'));
      else if (next !== searchOpeningDialog(search, name)) go(next, 'replace');
    },
    closeDialog: (name = open.at(-1)) => {
      if (name !== undefined) go(searchClosingDialog(search, name), historyModeFor('close'));
    },
  };
}
