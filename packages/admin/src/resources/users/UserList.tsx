import {
  BooleanField,
  Datagrid,
  DeleteWithConfirmButton,
  ShowButton,
  TextField,
  TextInput,
  useCanAccess,
} from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { editPath, showPath } from '../paths.ts';
import { RoleChips } from './RoleChips.tsx';

const filters = [
  <TextInput key="name" source="name" alwaysOn />,
  <TextInput key="email" source="email" alwaysOn />,
];

/** `/users`: filters name and e-mail (core's `userListQuerySchema`), paging, sort; 'Exibir', delete for who may. */
export function UserList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'users', action: 'delete' });
  return (
    <AdminList resource="users" filters={filters}>
      <Datagrid
        rowClick={(id) => (canEdit ? editPath('users', id) : showPath('users', id))}
        bulkActionButtons={false}
      >
        <TextField source="name" />
        <TextField source="email" />
        <RoleChips source="roles" sortable={false} />
        <BooleanField source="active" sortable={false} />
        <ShowButton />
        {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} /> : null}
      </Datagrid>
    </AdminList>
  );
}
