import {
  AdminProviders,
  adminServices,
  companies,
  costCenters,
  plateChecks,
  plates,
  roles,
  routes,
  shippers,
  users,
  vpoReports,
} from '@freight/admin';
import type { ComponentType } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { RequirePermission } from '../navigation/RequirePermission.tsx';
import { ADMIN_PAGE_NAMES } from './admin-page-names.ts';

/**
 * One admin page inside react-admin's contexts, over the app's API client and session; a user without
 * the permission of route `name` (core's route table) reads the 403 message, as on every page.
 */
function AdminPage({ name, view: View }: { name: string; view: ComponentType }) {
  const { api, session } = useAppServices();
  return (
    <RequirePermission route={name}>
      <AdminProviders services={adminServices(api, session)}>
        <View />
      </AdminProviders>
    </RequirePermission>
  );
}

/** The pages of one administered resource (a folder of `packages/admin/src/resources/`). */
interface ResourceViews {
  readonly list?: ComponentType;
  readonly create?: ComponentType;
  readonly edit?: ComponentType;
  readonly show?: ComponentType;
}

/** Each resource's views under SPEC §2's route names (`list-plates`, `create-plate`, `edit-plate`, `show-plate`). */
const RESOURCES: ReadonlyArray<readonly [plural: string, singular: string, views: ResourceViews]> = [
  ['shippers', 'shipper', shippers],
  ['plates', 'plate', plates],
  ['cost-centers', 'cost-center', costCenters],
  ['companies', 'company', companies],
  ['roles', 'role', roles],
  ['users', 'user', users],
  // The list only: create-route, edit-route and show-route are the planner's pages.
  ['routes', 'route', routes],
  // SPEC §2 list-vpo-reports (/report-vpo) and show-vpo-report: a purchase is never created or edited here.
  ['vpo-reports', 'vpo-report', vpoReports],
  // SPEC §2 list-check-plates (/check-plates/) and show-check-plates: a batch is created from the list.
  ['check-plates', 'check-plates', plateChecks],
];

function pages(): Record<string, ComponentType> {
  const found: Record<string, ComponentType> = {};
  for (const [plural, singular, views] of RESOURCES) {
    const named: Record<string, ComponentType | undefined> = {
      [`list-${plural}`]: views.list,
      [`create-${singular}`]: views.create,
      [`edit-${singular}`]: views.edit,
      [`show-${singular}`]: views.show,
    };
    for (const [name, view] of Object.entries(named)) {
      if (!view) continue;
      const Page = () => <AdminPage name={name} view={view} />;
      found[name] = Page;
    }
  }
  return found;
}

/**
 * The admin pages by route name of core's `APP_ROUTES` (loaded together, only when one is opened); the
 * app's page registry lists the same names ({@link ADMIN_PAGE_NAMES}).
 */
export const ADMIN_PAGES: Readonly<Record<string, ComponentType>> = pages();

export { ADMIN_PAGE_NAMES };
