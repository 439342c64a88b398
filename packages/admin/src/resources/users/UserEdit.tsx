import { Edit } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { useSaveOutcome } from '../../ui/save-outcome.ts';
import { useCompanyChoices } from './use-choices.ts';
import { userBody } from './user-body.ts';
import { UserForm } from './UserForm.tsx';

/** `/users/{id}/edit`: a new password only when one is typed; saved before leaving. */
export function UserEdit() {
  const outcome = useSaveOutcome('users');
  const companies = useCompanyChoices();
  return (
    <Edit
      resource="users"
      mutationMode="pessimistic"
      mutationOptions={outcome}
      transform={(data: RaRecord) => userBody(data, companies?.map((company) => company.id) ?? null)}
    >
      <UserForm mode="edit" companies={companies} toolbar={<FormToolbar deletable />} />
    </Edit>
  );
}
