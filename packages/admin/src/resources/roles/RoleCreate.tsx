import { Create } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { useSaveOutcome } from '../../ui/save-outcome.ts';
import { RoleForm } from './RoleForm.tsx';

/** `/roles/create`: 'Sucesso', then the list; a refused save says why ('Erro') and keeps the form. */
export function RoleCreate() {
  const outcome = useSaveOutcome('roles');
  return (
    <Create resource="roles" mutationOptions={outcome}>
      <RoleForm toolbar={<FormToolbar />} />
    </Create>
  );
}
