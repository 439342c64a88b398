import { closeDialog, dialogsFromSearch, historyModeFor, openDialog, searchWithDialogs } from '@freight/core';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The open dialogs of the address (`ds`) and how to open and close them. */
export interface DialogControls {
  /** Open dialogs, bottom first. */
  readonly open: readonly string[];
  /** The dialog on top, `undefined` when none. */
  readonly top: string | undefined;
  isOpen(name: string): boolean;
  /** Opens `name` on top: a new history entry, so Back closes it. */
  openDialog(name: string): void;
  /** Closes `name` (the top one when not given), replacing the history entry. */
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
    (dialogs: readonly string[], action: 'open' | 'close') => {
      const replace = historyModeFor(action) === 'replace';
      void navigate({ pathname, search: searchWithDialogs(search, dialogs), hash }, { replace });
    },
    [navigate, pathname, search, hash],
  );
  return {
    open,
    top: open.at(-1),
    isOpen: (name) => open.includes(name),
    openDialog: (name) => {
      if (!open.includes(name)) go(openDialog(open, name), 'open');
    },
    closeDialog: (name = open.at(-1)) => {
      if (name !== undefined) go(closeDialog(open, name), 'close');
    },
  };
}
