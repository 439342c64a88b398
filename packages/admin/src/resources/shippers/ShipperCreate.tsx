import { Create, useGetIdentity } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { useSaveOutcome } from '../../ui/save-outcome.ts';
import { ShipperForm } from './ShipperForm.tsx';
import type { CompanyChoice } from './ShipperForm.tsx';

/** `/shippers/create`: 'Sucesso', then the list; a refused save says why ('Erro') and keeps the form filled. */
export function ShipperCreate() {
  const { identity } = useGetIdentity();
  const companies = (identity?.companies ?? []) as CompanyChoice[];
  const outcome = useSaveOutcome('shippers');
  return (
    <Create resource="shippers" mutationOptions={outcome}>
      <ShipperForm companies={companies} toolbar={<FormToolbar />} />
    </Create>
  );
}
