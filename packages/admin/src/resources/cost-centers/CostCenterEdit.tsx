import { Edit } from 'react-admin';
import { useUserCompanies } from '../company-field.tsx';
import { FormToolbar } from '../FormToolbar.tsx';
import { useSaveOutcome } from '../../ui/save-outcome.ts';
import { costCenterBody } from './cost-center-values.ts';
import { CostCenterForm } from './CostCenterForm.tsx';

/** `/cost-centers/{id}/edit`: saved before leaving ('Sucesso', then the list); a refusal keeps the form. */
export function CostCenterEdit() {
  const companies = useUserCompanies();
  const outcome = useSaveOutcome('cost-centers');
  return (
    <Edit
      resource="cost-centers"
      mutationMode="pessimistic"
      mutationOptions={outcome}
      transform={costCenterBody}
    >
      <CostCenterForm companies={companies} toolbar={<FormToolbar deletable />} />
    </Edit>
  );
}
