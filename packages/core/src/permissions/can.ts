import type { Permission } from './permission-names.ts';
import { ROLE_ADMIN, ROLE_SUPER_ADMIN } from './roles.ts';

/** What {@link can} reads of a user: the login settings (`auth.settings`) fit. */
export interface PermissionHolder {
  /** Role names. */
  readonly roles: readonly string[];
  /** Permission names granted to the user. */
  readonly permissions: readonly string[];
}

/** Whether the user has the role `super-admin`. */
export function isSuperAdmin(user: PermissionHolder | null | undefined): boolean {
  return user?.roles.includes(ROLE_SUPER_ADMIN) ?? false;
}

/** Whether the user is an admin: role `admin` or `super-admin` (SPEC §6). */
export function isAdmin(user: PermissionHolder | null | undefined): boolean {
  return isSuperAdmin(user) || (user?.roles.includes(ROLE_ADMIN) ?? false);
}

/**
 * Whether the user may do `permission` (SPEC §6): `super-admin` may do everything; anyone else only
 * what is in their permission list. No user, no permission.
 *
 * @example can(auth.settings, 'route-create')
 */
export function can(user: PermissionHolder | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  return isSuperAdmin(user) || user.permissions.includes(permission);
}
