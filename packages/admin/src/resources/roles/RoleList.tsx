import {
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  ShowButton,
  TextField,
  TextInput,
  useCanAccess,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { editPath, showPath } from '../paths.ts';

const filters = [<TextInput key="name" source="name" alwaysOn />];

const permissionCount = (record: RaRecord): string =>
  String(Array.isArray(record.permissions) ? record.permissions.length : 0);

/** `/roles`: filter name (SPEC §7), paging, sort; 'Exibir' per row, delete with confirmation for who may. */
export function RoleList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'roles', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'roles', action: 'delete' });
  return (
    <AdminList resource="roles" filters={filters}>
      <Datagrid
        rowClick={(id) => (canEdit ? editPath('roles', id) : showPath('roles', id))}
        bulkActionButtons={false}
      >
        <TextField source="name" />
        <TextField source="description" />
        <FunctionField source="permissions" sortable={false} render={permissionCount} />
        <ShowButton />
        {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} /> : null}
      </Datagrid>
    </AdminList>
  );
}
