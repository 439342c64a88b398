import { BooleanField, TextField, TextInput } from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { ResourceGrid } from '../../ui/ResourceGrid.tsx';
import { RoleChips } from './RoleChips.tsx';

const filters = [
  <TextInput key="name" source="name" alwaysOn />,
  <TextInput key="email" source="email" alwaysOn />,
];

/** `/users`: filters name and e-mail (core's `userListQuerySchema`), paging, sort; 'Exibir', delete for who may. */
export function UserList() {
  return (
    <AdminList resource="users" filters={filters}>
      <ResourceGrid resource="users" rowOpens="edit-or-show" showButton>
        <TextField source="name" />
        <TextField source="email" />
        <RoleChips source="roles" sortable={false} />
        <BooleanField source="active" sortable={false} />
      </ResourceGrid>
    </AdminList>
  );
}
