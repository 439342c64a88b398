import type { Permission } from './permission-names.ts';
import { PERMISSIONS } from './permission-names.ts';

/** Role that holds every permission and sees every company's records (SPEC §6). */
export const ROLE_SUPER_ADMIN = 'super-admin';

/** Role of a company administrator; "admin" means this role or {@link ROLE_SUPER_ADMIN} (SPEC §6). */
export const ROLE_ADMIN = 'admin';

/** Role of a carrier's day-to-day user. */
export const ROLE_OPERATOR = 'operator';

/**
 * Managing the reference data shared by every company (toll plazas and their tariffs, weighing
 * stations, freight coefficients): super-admin only. Reading it (`-list`, `-show`) is for everyone
 * who plans routes (map layers, freight table).
 */
const REFERENCE_DATA_MANAGEMENT: readonly Permission[] = [
  'toll-plaza-create',
  'toll-plaza-edit',
  'toll-plaza-delete',
  'toll-plaza-import',
  'weighing-station-create',
  'weighing-station-edit',
  'weighing-station-delete',
  'weighing-station-import',
  'freight-coefficient-create',
  'freight-coefficient-edit',
  'freight-coefficient-delete',
  'freight-coefficient-import',
];

const ADMIN_EXCLUDED: readonly Permission[] = [
  'company-create',
  'company-delete',
  'role-create',
  'role-edit',
  'role-delete',
  ...REFERENCE_DATA_MANAGEMENT,
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
  'vpo-buy',
  'vpo-list',
  'vpo-show',
  'vpo-cancel',
  'vpo-export',
  'plate-check-list',
  'plate-check-show',
  'plate-check',
  'plate-check-export',
  'toll-plaza-list',
  'toll-plaza-show',
  'weighing-station-list',
  'weighing-station-show',
  'freight-coefficient-list',
  'freight-coefficient-show',
];

/**
 * Permissions the built-in roles start with. `super-admin` holds every permission by rule, whatever is
 * stored; `admin` holds all but creating or deleting companies, managing roles and managing the reference data
 * (both shared by every company); `operator` works with the records of its companies but deletes nothing
 * and manages no users. Admin and operator read the reference data (toll plazas, weighing stations,
 * freight coefficients).
 */
export const DEFAULT_ROLE_PERMISSIONS: Readonly<Record<string, readonly Permission[]>> = {
  [ROLE_SUPER_ADMIN]: PERMISSIONS,
  [ROLE_ADMIN]: PERMISSIONS.filter((permission) => !ADMIN_EXCLUDED.includes(permission)),
  [ROLE_OPERATOR]: OPERATOR_PERMISSIONS,
};
