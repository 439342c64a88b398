import {
  Button,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { CompanyField } from '../company-field.tsx';
import { editPath } from '../paths.ts';

/** 'Editar' (to the SPEC §2 edit path) for a user with cost-center-edit. */
function ShowActions() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'cost-centers', action: 'edit' });
  if (!record || !canAccess) return <TopToolbar />;
  return (
    <TopToolbar>
      <Button component={Link} to={editPath('cost-centers', record.id)} label="ra.action.edit" />
    </TopToolbar>
  );
}

/** `/cost-centers/{id}/show`: name, company and dates. */
export function CostCenterShow() {
  return (
    <Show resource="cost-centers" actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <CompanyField source="company_id" />
        <DateTimeField source="created_at" />
        <DateTimeField source="updated_at" />
      </SimpleShowLayout>
    </Show>
  );
}
