import { Datagrid, DeleteWithConfirmButton, TextField, TextInput, useCanAccess } from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { editPath } from '../paths.ts';

const filters = [
  <TextInput key="name" source="name" alwaysOn />,
  <TextInput key="cnpj" source="cnpj" alwaysOn />,
];

/** `/shippers`: filters name and CNPJ (SPEC §7), paging, sort; delete with confirmation for who may. */
export function ShipperList() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'shippers', action: 'delete' });
  return (
    <AdminList resource="shippers" filters={filters}>
      <Datagrid rowClick={(id) => editPath('shippers', id)} bulkActionButtons={false}>
        <TextField source="document" />
        <TextField source="name" />
        <DateTimeField source="updated_at" />
        {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} /> : null}
      </Datagrid>
    </AdminList>
  );
}
