import { Edit } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { useSaveOutcome } from '../../ui/save-outcome.ts';
import { RoleForm } from './RoleForm.tsx';

/** The body of `PUT /api/roles/{id}`: the role's fields, not its id nor timestamps. */
const roleBody = (data: RaRecord) => ({
  name: data.name,
  description: data.description ?? null,
  permissions: data.permissions,
});

/** `/roles/{id}/edit`: name, description and the permission matrix, saved before leaving. */
export function RoleEdit() {
  const outcome = useSaveOutcome('roles');
  return (
    <Edit resource="roles" mutationMode="pessimistic" mutationOptions={outcome} transform={roleBody}>
      <RoleForm toolbar={<FormToolbar deletable />} />
    </Edit>
  );
}
