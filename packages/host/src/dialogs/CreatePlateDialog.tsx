import { can, DIALOG_NAMES } from '@freight/core';
import LinearProgress from '@mui/material/LinearProgress';
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { useDialogs } from '../navigation/use-dialogs.ts';
import { DsDialog } from './DsDialog.tsx';

const PlateFormInDialog = lazy(() =>
  import('./admin-dialog-forms.tsx').then((module) => ({ default: module.PlateFormInDialog })),
);

/** Name of the dialog in `ds`. */
export const CREATE_PLATE_DIALOG = DIALOG_NAMES.CREATE_PLATE;

/**
 * 'Adicionar placa' (SPEC §2 `create-plate`): the plate form in dialog mode, maximised and sliding up on
 * xs and sm screens, scaling in otherwise, kept open across page changes (it follows `ds`). After
 * 'Sucesso' the new plate joins the user's plates, the planner that asked chooses it, and the dialog
 * closes. Only for users with plate-create.
 */
export function CreatePlateDialog() {
  const { session, myLists } = useAppServices();
  const auth = useStore(session.$auth);
  const dialogs = useDialogs();
  const allowed = auth !== null && can(auth.settings, 'plate-create');
  return (
    <DsDialog
      name={CREATE_PLATE_DIALOG}
      title={MESSAGES.createPlateDialog.title}
      allowed={allowed}
      maxWidth="sm"
    >
      {() => (
        <Suspense fallback={<LinearProgress aria-label={MESSAGES.loading} />}>
          <PlateFormInDialog
            onCreated={(plate) => {
              myLists.plateAdded(plate);
              dialogs.closeDialog(CREATE_PLATE_DIALOG);
            }}
          />
        </Suspense>
      )}
    </DsDialog>
  );
}
