import { TextField } from 'react-admin';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { CompanyField } from '../company-field.tsx';
import { AdminShow } from '../../ui/AdminShow.tsx';

/** `/cost-centers/{id}/show`: name, company and dates. */
export function CostCenterShow() {
  return (
    <AdminShow resource="cost-centers">
      <TextField source="name" />
      <CompanyField source="company_id" />
      <DateTimeField source="created_at" />
      <DateTimeField source="updated_at" />
    </AdminShow>
  );
}
