import { AdminProviders, adminServices, CostCenterCreateForm, PlateCreateForm } from '@freight/admin';
import type { CostCenterRecord, PlateRecord } from '@freight/admin';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';

/** The admin's create forms in dialog mode, inside react-admin's contexts over the app's services. */
function InAdmin({ children }: { children: ReactNode }) {
  const { api, session } = useAppServices();
  return (
    <AdminProviders services={adminServices(api, session)}>
      <Box sx={{ p: { xs: 1, md: 2 } }}>{children}</Box>
    </AdminProviders>
  );
}

/**
 * The admin's plate form in dialog mode (SPEC §2 `create-plate`), inside react-admin's contexts over the
 * app's API client and session; loaded with the admin's chunk when the dialog opens.
 */
export function PlateFormInDialog({ onCreated }: { onCreated: (plate: PlateRecord) => void }) {
  return (
    <InAdmin>
      <PlateCreateForm mode="dialog" onCreated={onCreated} />
    </InAdmin>
  );
}

/** The admin's cost-center form in dialog mode (SPEC §2 `create-cost-center`). */
export function CostCenterFormInDialog({ onCreated }: { onCreated: (costCenter: CostCenterRecord) => void }) {
  return (
    <InAdmin>
      <CostCenterCreateForm mode="dialog" onCreated={onCreated} />
    </InAdmin>
  );
}
