import { TextField, TextInput } from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { ResourceGrid } from '../../ui/ResourceGrid.tsx';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { CompanyField } from '../company-field.tsx';

const filters = [<TextInput key="name" source="name" alwaysOn />];

/** `/cost-centers`: the name filter (SPEC §7), paging, sort; a row opens its page; delete for who may. */
export function CostCenterList() {
  return (
    <AdminList resource="cost-centers" filters={filters}>
      <ResourceGrid resource="cost-centers" rowOpens="show">
        <TextField source="name" />
        <CompanyField source="company_id" sortable={false} />
        <DateTimeField source="updated_at" />
      </ResourceGrid>
    </AdminList>
  );
}
