import { can, isPermission } from '@freight/core';
import type { Auth } from '@freight/core';
import type { AuthProvider } from 'react-admin';

/** What the admin reads of the host's session. */
export interface AdminSession {
  /** The user as the last login or validation answered, `null` when unknown or logged out. */
  readonly $auth: { get(): Auth | null };
  logout(): Promise<void>;
}

/** Singular permission prefix of each resource (`shippers` → `shipper-list`, `shipper-delete`, …). */
export const RESOURCE_PERMISSION: Readonly<Record<string, string>> = {
  companies: 'company',
  shippers: 'shipper',
  plates: 'plate',
  'cost-centers': 'cost-center',
  users: 'user',
  roles: 'role',
  routes: 'route',
  vpo: 'vpo',
  'check-plates': 'plate-check',
};

/**
 * Permissions of a resource's actions that are not `<singular>-<action>`: checking plates (one now, or a
 * batch) is `plate-check` itself.
 */
const ACTION_PERMISSION: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'check-plates': { check: 'plate-check' },
};

/**
 * Whether `auth` may do `action` (list, create, edit, show, delete) on `resource`: core's `can` on the
 * permission `<singular>-<action>` (super-admin may do everything, SPEC §6).
 */
export function mayDo(auth: Auth | null, resource: string, action: string): boolean {
  const prefix = Object.hasOwn(RESOURCE_PERMISSION, resource) ? RESOURCE_PERMISSION[resource] : undefined;
  const special = Object.hasOwn(ACTION_PERMISSION, resource) ? ACTION_PERMISSION[resource] : undefined;
  const permission =
    (special && Object.hasOwn(special, action) ? special[action] : undefined) ?? `${prefix}-${action}`;
  if (!auth || !prefix || !isPermission(permission)) return false;
  return can(auth.settings, permission);
}

/**
 * react-admin's auth provider on the host's session. The host's login guard already keeps logged-out
 * visitors out and core's API client handles a 401, so this only answers who the user is and what they
 * may do.
 */
export function createAuthProvider(session: AdminSession): AuthProvider {
  return {
    login: async () => {},
    logout: async () => {
      await session.logout();
      return false;
    },
    // The host's login guard decides who is logged in (it waits for the validation on load).
    checkAuth: async () => {},
    // A 401 is handled by the API client (it logs out and redirects); other errors keep the session.
    checkError: async () => {},
    getPermissions: async () => session.$auth.get()?.settings.permissions ?? [],
    getIdentity: async () => {
      const auth = session.$auth.get();
      const email = auth?.email ?? '';
      return {
        id: email,
        fullName: email,
        companies: auth?.settings.companies ?? [],
        roles: auth?.settings.roles ?? [],
      };
    },
    canAccess: async ({ resource, action }) => mayDo(session.$auth.get(), resource, action),
  };
}
