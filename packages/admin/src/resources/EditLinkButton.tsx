import EditIcon from '@mui/icons-material/Edit';
import { Button, LinkBase, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { editPath } from './paths.ts';

/**
 * 'Editar' to the record's SPEC §2 edit page (`/companies/{id}/edit`; react-admin's own goes to
 * `/companies/{id}`), only for a user with the resource's edit permission.
 */
export function EditLinkButton() {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  if (!canAccess || !record) return null;
  return (
    <Button component={LinkBase} to={editPath(resource, record.id)} label="ra.action.edit">
      <EditIcon />
    </Button>
  );
}
