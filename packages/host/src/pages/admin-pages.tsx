import { AdminProviders, adminServices, shippers } from '@freight/admin';
import type { ComponentType } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { RequirePermission } from '../navigation/RequirePermission.tsx';

/**
 * One admin page inside react-admin's contexts, over the app's API client and session; a user without
 * the permission of route `name` (core's route table) goes home, as on every page.
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

const pages = (views: Record<string, ComponentType>): Record<string, ComponentType> =>
  Object.fromEntries(
    Object.entries(views).map(([name, view]) => {
      const Page = () => <AdminPage name={name} view={view} />;
      return [name, Page];
    }),
  );

/** The admin pages by route name of core's `APP_ROUTES` (loaded together, only when one is opened). */
export const ADMIN_PAGES: Readonly<Record<string, ComponentType>> = pages({
  'list-shippers': shippers.list,
  'create-shipper': shippers.create,
  'edit-shipper': shippers.edit,
});
