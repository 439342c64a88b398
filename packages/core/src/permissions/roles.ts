import type { Permission } from './permission-names.ts';
import { PERMISSIONS } from './permission-names.ts';

/** Role that holds every permission and sees every company's records (SPEC §6). */
export const ROLE_SUPER_ADMIN = 'super-admin';

/** Role of a company administrator; "admin" means this role or {@link ROLE_SUPER_ADMIN} (SPEC §6). */
export const ROLE_ADMIN = 'admin';

/** Role of a carrier's day-to-day user. */
export const ROLE_OPERATOR = 'operator';

const ADMIN_EXCLUDED: readonly Permission[] = [
  'company-create',
  'company-delete',
  'role-create',
  'role-edit',
  'role-delete',
];

const OPERATOR_PERMISSIONS: readonly Permission[] = [
  'company-list',
  'company-show',
  'shipper-list',
  'shipper-show',
  'shipper-create',
  'shipper-edit',
  'plate-list',
  'plate-show',
  'plate-create',
  'plate-edit',
  'cost-center-list',
  'cost-center-show',
  'cost-center-create',
  'cost-center-edit',
  'vehicle-type-list',
  'route-list',
  'route-show',
  'route-create',
  'route-edit',
  'route-export',
  'route-calculate',
  'vpo-list',
  'vpo-show',
  'vpo-create',
  'plate-check-list',
  'plate-check-show',
  'plate-check-create',
  'plate-check-export',
];

/**
 * Permissions the built-in roles start with. `super-admin` holds every permission by rule, whatever is
 * stored; `admin` holds all but creating or deleting companies and managing roles (roles are shared by
 * every company); `operator` works with the records of its companies but deletes nothing and manages no
 * users.
 */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<string, readonly Permission[]>> = {
  [ROLE_SUPER_ADMIN]: PERMISSIONS,
  [ROLE_ADMIN]: PERMISSIONS.filter((permission) => !ADMIN_EXCLUDED.includes(permission)),
  [ROLE_OPERATOR]: OPERATOR_PERMISSIONS,
};
