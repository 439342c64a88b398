import { FunctionField, TextField, TextInput } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { ResourceGrid } from '../../ui/ResourceGrid.tsx';

const filters = [<TextInput key="name" source="name" alwaysOn />];

const permissionCount = (record: RaRecord): string =>
  String(Array.isArray(record.permissions) ? record.permissions.length : 0);

/** `/roles`: filter name (SPEC §7), paging, sort; 'Exibir' per row, delete with confirmation for who may. */
export function RoleList() {
  return (
    <AdminList resource="roles" filters={filters}>
      <ResourceGrid resource="roles" rowOpens="edit-or-show" showButton>
        <TextField source="name" />
        <TextField source="description" />
        <FunctionField source="permissions" sortable={false} render={permissionCount} />
      </ResourceGrid>
    </AdminList>
  );
}
