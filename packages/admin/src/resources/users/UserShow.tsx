import Typography from '@mui/material/Typography';
import { BooleanField, Labeled, TextField, useRecordContext } from 'react-admin';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { RoleChips } from './RoleChips.tsx';
import { useCompanyChoices } from './use-choices.ts';
import { AdminShow } from '../../ui/AdminShow.tsx';

/** The user's companies by name (the editor's companies; another one by its id). */
function CompanyNames() {
  const record = useRecordContext();
  const companies = useCompanyChoices();
  const ids: unknown = record?.company_ids;
  if (!Array.isArray(ids) || !companies) return null;
  const names = ids.map(
    (id) => companies.find((company) => String(company.id) === String(id))?.name ?? `#${String(id)}`,
  );
  return <Typography component="span">{names.join(', ')}</Typography>;
}

/** `/users/{id}/show`: name, e-mail, active, roles, companies, dates — never a password. */
export function UserShow() {
  return (
    <AdminShow resource="users">
      <TextField source="name" />
      <TextField source="email" />
      <BooleanField source="active" />
      <RoleChips source="roles" />
      <Labeled source="company_ids">
        <CompanyNames />
      </Labeled>
      <DateTimeField source="created_at" />
      <DateTimeField source="updated_at" />
    </AdminShow>
  );
}
