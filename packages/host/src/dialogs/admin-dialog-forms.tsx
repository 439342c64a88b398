import { AdminProviders, adminServices, PlateCreateForm } from '@freight/admin';
import type { PlateRecord } from '@freight/admin';
import Box from '@mui/material/Box';
import { useAppServices } from '../app/AppServicesContext.tsx';

/**
 * The admin's plate form in dialog mode (SPEC §2 `create-plate`), inside react-admin's contexts over the
 * app's API client and session; loaded with the admin's chunk when the dialog opens.
 */
export function PlateFormInDialog({ onCreated }: { onCreated: (plate: PlateRecord) => void }) {
  const { api, session } = useAppServices();
  return (
    <AdminProviders services={adminServices(api, session)}>
      <Box sx={{ p: { xs: 1, md: 2 } }}>
        <PlateCreateForm mode="dialog" onCreated={onCreated} />
      </Box>
    </AdminProviders>
  );
}
