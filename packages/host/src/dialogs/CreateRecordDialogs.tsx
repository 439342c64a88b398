import { can, DIALOG_NAMES } from '@freight/core';
import type { Permission } from '@freight/core';
import LinearProgress from '@mui/material/LinearProgress';
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { useDialogs } from '../navigation/use-dialogs.ts';
import { DsDialog } from './DsDialog.tsx';

const forms = () => import('./admin-dialog-forms.tsx');
const PlateFormInDialog = lazy(() => forms().then((module) => ({ default: module.PlateFormInDialog })));
const CostCenterFormInDialog = lazy(() =>
  forms().then((module) => ({ default: module.CostCenterFormInDialog })),
);

/**
 * A create form in a dialog named in `ds` (SPEC §2 "Dialogs"): maximised and sliding up on xs and sm
 * screens, scaling in otherwise, kept open across page changes. After 'Sucesso' the new record goes to
 * `added` and the dialog closes. Only for users with `permission`.
 */
function CreateRecordDialog<R>({
  name,
  title,
  permission,
  form: Form,
  added,
}: {
  name: string;
  title: string;
  permission: Permission;
  form: ComponentType<{ onCreated: (record: R) => void }>;
  added: (record: R) => void;
}) {
  const { session } = useAppServices();
  const auth = useStore(session.$auth);
  const dialogs = useDialogs();
  const allowed = auth !== null && can(auth.settings, permission);
  return (
    <DsDialog name={name} title={title} allowed={allowed} maxWidth="sm">
      {() => (
        <Suspense fallback={<LinearProgress aria-label={MESSAGES.loading} />}>
          <Form
            onCreated={(record) => {
              added(record);
              dialogs.closeDialog(name);
            }}
          />
        </Suspense>
      )}
    </DsDialog>
  );
}

/**
 * 'Adicionar placa' (`create-plate`, plate-create) and 'Adicionar centro de custo' (`create-cost-center`,
 * cost-center-create): the admin's forms in dialog mode (SPEC §2). The new plate joins the user's plates
 * and the planner that asked chooses it; the new cost center is handed to the form that asked.
 */
export function CreateRecordDialogs() {
  const { myLists } = useAppServices();
  return (
    <>
      <CreateRecordDialog
        name={DIALOG_NAMES.CREATE_PLATE}
        title={MESSAGES.createPlateDialog.title}
        permission="plate-create"
        form={PlateFormInDialog}
        added={myLists.plateAdded}
      />
      <CreateRecordDialog
        name={DIALOG_NAMES.CREATE_COST_CENTER}
        title={MESSAGES.createCostCenterDialog.title}
        permission="cost-center-create"
        form={CostCenterFormInDialog}
        added={myLists.costCenterAdded}
      />
    </>
  );
}
