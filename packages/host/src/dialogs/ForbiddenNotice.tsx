import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useStore } from '@nanostores/react';
import { useAppServices } from '../app/AppServicesContext.tsx';

/** The message of a 403 on any page (SPEC §8: 'Você não tem permissão para acessar este recurso.'). */
export function ForbiddenNotice() {
  const { $notice, dismissNotice } = useAppServices();
  const notice = useStore($notice);
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={8000}
      onClose={dismissNotice}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity="error" onClose={dismissNotice} variant="filled">
        {notice}
      </Alert>
    </Snackbar>
  );
}
