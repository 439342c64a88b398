import { Edit, useGetIdentity } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { useSaveOutcome } from '../../ui/save-outcome.ts';
import { ShipperForm } from './ShipperForm.tsx';
import type { CompanyChoice } from './ShipperForm.tsx';

/** `/shippers/{id}/edit`: saved on the server before leaving ('Sucesso', then the list); a refused save keeps the form. */
export function ShipperEdit() {
  const { identity } = useGetIdentity();
  const companies = (identity?.companies ?? []) as CompanyChoice[];
  const outcome = useSaveOutcome('shippers');
  return (
    <Edit resource="shippers" mutationMode="pessimistic" mutationOptions={outcome}>
      <ShipperForm companies={companies} toolbar={<FormToolbar deletable />} />
    </Edit>
  );
}
