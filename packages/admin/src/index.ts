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

export { AdminProviders, adminServices } from './AdminProviders.tsx';
export type { AdminServices } from './AdminProviders.tsx';
export { createAuthProvider, mayDo, RESOURCE_PERMISSION } from './auth-provider.ts';
export type { AdminSession } from './auth-provider.ts';
export { createDataProvider } from './data-provider.ts';
export type { AdminDataProvider, AdminEndpoints, ExportParams } from './data-provider.ts';
export { ptBrMessages } from './i18n/pt-br.ts';
export { companies } from './resources/companies/index.ts';
export { roles } from './resources/roles/index.ts';
export { shippers } from './resources/shippers/index.ts';
export { plates, PlateCreateForm } from './resources/plates/index.ts';
export type { PlateRecord } from './resources/plates/index.ts';
export { costCenters, CostCenterCreateForm } from './resources/cost-centers/index.ts';
export type { CostCenterRecord } from './resources/cost-centers/index.ts';
export type { CreateMode } from './resources/create-mode.ts';
export { users } from './resources/users/index.ts';
export { routes } from './resources/routes/index.ts';
export { vpoReports } from './resources/vpo-reports/index.ts';
export { plateChecks } from './resources/plate-checks/index.ts';
