import { createContext } from 'react';

/** What a `PopupMenu` gives its items. */
export interface PopupMenuContextValue {
  /** Runs `action`, gives the focus back to the opener and closes the menu. */
  activate(action: () => void): void;
}

/** The enclosing `PopupMenu`, `null` outside one. */
export const PopupMenuContext = createContext<PopupMenuContextValue | null>(null);
