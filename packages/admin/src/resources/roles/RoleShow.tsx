import { Labeled, TextField } from 'react-admin';
import { PermissionMatrixField } from './PermissionMatrix.tsx';
import { AdminShow } from '../../ui/AdminShow.tsx';

/** `/roles/{id}/show`: the role's name, description and its permissions in the matrix, read-only. */
export function RoleShow() {
  return (
    <AdminShow resource="roles">
      <TextField source="name" />
      <TextField source="description" emptyText="—" />
      <Labeled source="permissions" fullWidth>
        <PermissionMatrixField />
      </Labeled>
    </AdminShow>
  );
}
