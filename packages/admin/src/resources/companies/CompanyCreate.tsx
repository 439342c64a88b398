import { Create, SimpleForm } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { useSaveOutcome } from '../../ui/save-outcome.ts';
import { CompanyFields } from './CompanyFields.tsx';

/** `/companies/create`: name, legal name and CNPJ; the settings are set on the edit page. */
export function CompanyCreate() {
  const outcome = useSaveOutcome('companies');
  return (
    <Create resource="companies" mutationOptions={outcome}>
      <SimpleForm toolbar={<FormToolbar />}>
        <CompanyFields />
      </SimpleForm>
    </Create>
  );
}
