import {
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  Toolbar,
  useCanAccess,
  useGetIdentity,
} from 'react-admin';
import { ShipperForm } from './ShipperForm.tsx';
import type { CompanyChoice } from './ShipperForm.tsx';

function EditToolbar() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'shippers', action: 'delete' });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect="list" /> : null}
    </Toolbar>
  );
}

/** `/shippers/{id}/edit`: saved on the server before leaving (a refused save keeps the form filled). */
export function ShipperEdit() {
  const { identity } = useGetIdentity();
  const companies = (identity?.companies ?? []) as CompanyChoice[];
  return (
    <Edit resource="shippers" mutationMode="pessimistic" redirect="list">
      <ShipperForm companies={companies} toolbar={<EditToolbar />} />
    </Edit>
  );
}
