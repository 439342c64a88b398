import { Edit } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { useUserCompanies } from '../company-field.tsx';
import { useSaveOutcome } from '../../ui/save-outcome.ts';
import { useVehicleTypes } from './plate-calls.ts';
import { PlateForm } from './PlateForm.tsx';
import { plateBody } from './plate-values.ts';
import type { PlateFormValues } from './plate-values.ts';

/** `/plates/{id}/edit`: saved on the server before leaving ('Sucesso', then the list); a refusal keeps the form. */
export function PlateEdit() {
  const companies = useUserCompanies();
  const types = useVehicleTypes();
  const known = types.status === 'loaded' ? types.data : [];
  const outcome = useSaveOutcome('plates');
  return (
    <Edit
      resource="plates"
      mutationMode="pessimistic"
      mutationOptions={outcome}
      transform={(values: PlateFormValues) => plateBody(values, known)}
    >
      <PlateForm companies={companies} types={types} toolbar={<FormToolbar deletable />} />
    </Edit>
  );
}
