/** react-admin resource names, in menu order. */
export const ADMIN_RESOURCES = [
  'companies',
  'shippers',
  'plates',
  'cost-centers',
  'users',
  'roles',
  'routes',
  'report-vpo',
  'check-plates',
] as const;
export type AdminResource = (typeof ADMIN_RESOURCES)[number];
