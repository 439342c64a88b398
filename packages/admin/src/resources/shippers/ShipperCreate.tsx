import { Create, useGetIdentity } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { ShipperForm } from './ShipperForm.tsx';
import type { CompanyChoice } from './ShipperForm.tsx';

/** `/shippers/create`: back to the list after the save; a refused save keeps the form filled. */
export function ShipperCreate() {
  const { identity } = useGetIdentity();
  const companies = (identity?.companies ?? []) as CompanyChoice[];
  return (
    <Create resource="shippers" redirect="list">
      <ShipperForm companies={companies} toolbar={<FormToolbar />} />
    </Create>
  );
}
