import { AdminProviders, adminServices, shippers } from '@freight/admin';
import type { ComponentType } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';

/** One admin page inside react-admin's contexts, over the app's API client and session. */
function AdminPage({ view: View }: { view: ComponentType }) {
  const { api, session } = useAppServices();
  return (
    <AdminProviders services={adminServices(api, session)}>
      <View />
    </AdminProviders>
  );
}

const page = (view: ComponentType): ComponentType => {
  const Page = () => <AdminPage view={view} />;
  return Page;
};

/** The admin pages by route name of core's `APP_ROUTES` (loaded together, only when one is opened). */
export const ADMIN_PAGES: Readonly<Record<string, ComponentType>> = {
  'list-shippers': page(shippers.list),
  'create-shipper': page(shippers.create),
  'edit-shipper': page(shippers.edit),
};
