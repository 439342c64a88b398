import { TextField, TextInput } from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { ResourceGrid } from '../../ui/ResourceGrid.tsx';
import { CnpjField } from './CnpjField.tsx';

const filters = [
  <TextInput key="name" source="name" alwaysOn />,
  <TextInput key="legal_name" source="legal_name" alwaysOn />,
  <TextInput key="cnpj" source="cnpj" alwaysOn />,
];

/**
 * `/companies`: filters name, legal name and CNPJ (SPEC §7), paging, sort; a row opens the edit page
 * (the show page without company-edit); 'Exibir' per row, delete with confirmation for who may.
 */
export function CompanyList() {
  return (
    <AdminList resource="companies" filters={filters}>
      <ResourceGrid resource="companies" rowOpens="edit-or-show" showButton>
        <TextField source="name" />
        <TextField source="legal_name" />
        <CnpjField source="cnpj" />
      </ResourceGrid>
    </AdminList>
  );
}
