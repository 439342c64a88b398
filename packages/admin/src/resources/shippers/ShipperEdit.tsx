import { Edit, useGetIdentity } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { ShipperForm } from './ShipperForm.tsx';
import type { CompanyChoice } from './ShipperForm.tsx';

/** `/shippers/{id}/edit`: saved on the server before leaving (a refused save keeps the form filled). */
export function ShipperEdit() {
  const { identity } = useGetIdentity();
  const companies = (identity?.companies ?? []) as CompanyChoice[];
  return (
    <Edit resource="shippers" mutationMode="pessimistic" redirect="list">
      <ShipperForm companies={companies} toolbar={<FormToolbar deletable />} />
    </Edit>
  );
}
