import { Datagrid, DeleteWithConfirmButton, TextField, TextInput, useCanAccess } from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { CompanyField } from '../company-field.tsx';
import { showPath } from '../paths.ts';

const filters = [<TextInput key="name" source="name" alwaysOn />];

/** `/cost-centers`: the name filter (SPEC §7), paging, sort; a row opens its page; delete for who may. */
export function CostCenterList() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'cost-centers', action: 'delete' });
  return (
    <AdminList resource="cost-centers" filters={filters}>
      <Datagrid rowClick={(id) => showPath('cost-centers', id)} bulkActionButtons={false}>
        <TextField source="name" />
        <CompanyField source="company_id" />
        <DateTimeField source="updated_at" />
        {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} /> : null}
      </Datagrid>
    </AdminList>
  );
}
