import { TextField, TextInput } from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { ResourceGrid } from '../../ui/ResourceGrid.tsx';
import { DateTimeField } from '../../ui/DateTimeField.tsx';

const filters = [
  <TextInput key="name" source="name" alwaysOn />,
  <TextInput key="cnpj" source="cnpj" alwaysOn />,
];

/** `/shippers`: filters name and CNPJ (SPEC §7), paging, sort; delete with confirmation for who may. */
export function ShipperList() {
  return (
    <AdminList resource="shippers" filters={filters}>
      <ResourceGrid resource="shippers" rowOpens="edit">
        <TextField source="document" />
        <TextField source="name" />
        <DateTimeField source="updated_at" />
      </ResourceGrid>
    </AdminList>
  );
}
