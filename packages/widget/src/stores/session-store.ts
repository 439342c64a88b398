import { can, STORAGE_KEYS } from '@freight/core';
import type { Auth, KeyValueStorage, Permission } from '@freight/core';
import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** The login session as the planner sees it (SPEC §4 Session). */
export interface SessionStore {
  /** The token given by the `token` attribute, `null` when none. */
  readonly $attributeToken: ReadableAtom<string | null>;
  /**
   * The token in use, `null` when logged out; follows the attribute, a login through {@link storage}
   * and the removal of a 401.
   */
  readonly $token: ReadableAtom<string | null>;
  /**
   * The logged-in user as the last login or validation answered (roles, permissions, companies),
   * `null` while unknown.
   */
  readonly $auth: ReadableAtom<Auth | null>;
  /**
   * The storage the API client reads its bearer token from: the attribute's token when set, else
   * localStorage `token`; every other key goes to the page storage. Removing `token` (a 401) also
   * forgets the attribute's token; another token forgets the user.
   */
  readonly storage: KeyValueStorage;
  /** The token in use, `null` when logged out. */
  token(): string | null;
  /** Sets or clears the attribute's token. */
  setAttributeToken(token: string | null): void;
  /** Keeps the user of a successful login or validation. */
  setAuth(auth: Auth | null): void;
  /**
   * Whether the user may do `permission` (SPEC §6, core's `can`). While the user is unknown (a token
   * not validated yet) the answer is `true`: the server still checks every call.
   */
  may(permission: Permission): boolean;
}

/** Creates the session store over the page storage (`localStorage`). */
export function createSessionStore(backing: KeyValueStorage): SessionStore {
  const $attributeToken = atom<string | null>(null);
  const $auth = atom<Auth | null>(null);
  const token = (): string | null => $attributeToken.get() || backing.getItem(STORAGE_KEYS.token) || null;
  const $token = atom<string | null>(token());
  const refresh = (): void => {
    const next = token();
    if (next === $token.get()) return;
    // Another token is another user: forget the permissions until the new one is known.
    $auth.set(null);
    $token.set(next);
  };
  return {
    $attributeToken,
    $token,
    $auth,
    token,
    setAttributeToken(value) {
      $attributeToken.set(value ? value : null);
      refresh();
    },
    setAuth(auth) {
      $auth.set(auth);
    },
    may(permission) {
      const auth = $auth.get();
      return auth === null || can(auth.settings, permission);
    },
    storage: {
      getItem: (key) => (key === STORAGE_KEYS.token ? token() : backing.getItem(key)),
      setItem(key, value) {
        backing.setItem(key, value);
        if (key === STORAGE_KEYS.token) refresh();
      },
      removeItem(key) {
        if (key === STORAGE_KEYS.token) $attributeToken.set(null);
        backing.removeItem(key);
        if (key === STORAGE_KEYS.token) refresh();
      },
    },
  };
}
