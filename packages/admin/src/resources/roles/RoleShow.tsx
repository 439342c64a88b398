import { Labeled, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { EditLinkButton } from '../EditLinkButton.tsx';
import { PermissionMatrixField } from './PermissionMatrix.tsx';

/** `/roles/{id}/show`: the role's name, description and its permissions in the matrix, read-only. */
export function RoleShow() {
  return (
    <Show
      resource="roles"
      actions={
        <TopToolbar>
          <EditLinkButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="description" emptyText="—" />
        <Labeled source="permissions" fullWidth>
          <PermissionMatrixField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
