import {
  Datagrid,
  DeleteWithConfirmButton,
  ShowButton,
  TextField,
  TextInput,
  useCanAccess,
} from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { editPath, showPath } from '../paths.ts';
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
  const { canAccess: canEdit } = useCanAccess({ resource: 'companies', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'companies', action: 'delete' });
  return (
    <AdminList resource="companies" filters={filters}>
      <Datagrid
        rowClick={(id) => (canEdit ? editPath('companies', id) : showPath('companies', id))}
        bulkActionButtons={false}
      >
        <TextField source="name" />
        <TextField source="legal_name" />
        <CnpjField source="cnpj" />
        <ShowButton />
        {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} /> : null}
      </Datagrid>
    </AdminList>
  );
}
