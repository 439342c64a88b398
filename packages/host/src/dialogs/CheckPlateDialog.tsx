import { can, CHECK_PLATE_QUERY_PARAM, DIALOG_NAMES } from '@freight/core';
import { useStore } from '@nanostores/react';
import { useSearchParams } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { CheckPlateForm } from './CheckPlateForm.tsx';
import { DsDialog } from './DsDialog.tsx';

/**
 * 'Consultar placa' (`check-plate` in `ds`, SPEC §2): persistent (only 'Fechar' closes it), for users with
 * plate-check. A caller opens it with a plate in `placa` (core's `CHECK_PLATE_QUERY_PARAM`); a new plate
 * there starts a new form.
 */
export function CheckPlateDialog() {
  const { session } = useAppServices();
  const auth = useStore(session.$auth);
  const [params] = useSearchParams();
  const allowed = auth !== null && can(auth.settings, 'plate-check');
  const plate = params.get(CHECK_PLATE_QUERY_PARAM) ?? '';
  return (
    <DsDialog
      name={DIALOG_NAMES.CHECK_PLATE}
      title={MESSAGES.checkPlateDialog.title}
      allowed={allowed}
      maxWidth="sm"
      persistent
    >
      {() => <CheckPlateForm key={plate} initialPlate={plate} />}
    </DsDialog>
  );
}
