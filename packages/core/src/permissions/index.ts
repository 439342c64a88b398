export { can, isAdmin, isSuperAdmin } from './can.ts';
export type { PermissionHolder } from './can.ts';
export { isPermission, PERMISSION_DESCRIPTIONS, PERMISSIONS, permissionSchema } from './permission-names.ts';
export type { Permission } from './permission-names.ts';
export { DEFAULT_ROLE_PERMISSIONS, ROLE_ADMIN, ROLE_OPERATOR, ROLE_SUPER_ADMIN } from './roles.ts';
