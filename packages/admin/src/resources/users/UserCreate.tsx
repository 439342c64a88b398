import { Create } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { useSaveOutcome } from '../../ui/save-outcome.ts';
import { useCompanyChoices } from './use-choices.ts';
import { userBody } from './user-body.ts';
import { UserForm } from './UserForm.tsx';

/** `/users/create`: the password is required; 'Sucesso', then the list. */
export function UserCreate() {
  const outcome = useSaveOutcome('users');
  const companies = useCompanyChoices();
  if (!companies) return null;
  return (
    <Create
      resource="users"
      mutationOptions={outcome}
      transform={(data: RaRecord) =>
        userBody(
          data,
          companies.map((company) => company.id),
        )
      }
    >
      <UserForm mode="create" companies={companies} toolbar={<FormToolbar />} />
    </Create>
  );
}
