import { STORAGE_KEYS } from '@freight/core';
import type { KeyValueStorage } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** The login session as the planner sees it (SPEC §4 Session). */
export interface SessionStore {
  /** The token given by the `token` attribute, `null` when none. */
  readonly $attributeToken: ReadableAtom<string | null>;
  /**
   * The storage the API client reads its bearer token from: the attribute's token when set, else
   * localStorage `token`; every other key goes to the page storage. Removing `token` (a 401) also
   * forgets the attribute's token.
   */
  readonly storage: KeyValueStorage;
  /** The token in use, `null` when logged out. */
  token(): string | null;
  /** Sets or clears the attribute's token. */
  setAttributeToken(token: string | null): void;
}

/** Creates the session store over the page storage (`localStorage`). */
export function createSessionStore(backing: KeyValueStorage): SessionStore {
  const $attributeToken = atom<string | null>(null);
  const token = (): string | null => $attributeToken.get() || backing.getItem(STORAGE_KEYS.token) || null;
  return {
    $attributeToken,
    token,
    setAttributeToken(value) {
      $attributeToken.set(value ? value : null);
    },
    storage: {
      getItem: (key) => (key === STORAGE_KEYS.token ? token() : backing.getItem(key)),
      setItem: (key, value) => backing.setItem(key, value),
      removeItem(key) {
        if (key === STORAGE_KEYS.token) $attributeToken.set(null);
        backing.removeItem(key);
      },
    },
  };
}
