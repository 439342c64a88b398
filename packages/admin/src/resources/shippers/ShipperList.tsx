import {
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  List,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { editPath } from '../paths.ts';

const filters = [
  <TextInput key="name" source="name" alwaysOn />,
  <TextInput key="cnpj" source="cnpj" alwaysOn />,
];

function Actions() {
  const { canAccess } = useCanAccess({ resource: 'shippers', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

/** `/shippers`: filters name and CNPJ (SPEC §7), paging; delete with confirmation for who may. */
export function ShipperList() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'shippers', action: 'delete' });
  return (
    <List
      resource="shippers"
      filters={filters}
      actions={<Actions />}
      exporter={false}
      sort={{ field: '', order: 'ASC' }}
    >
      <Datagrid rowClick={(id) => editPath('shippers', id)} bulkActionButtons={false}>
        <TextField source="document" sortable={false} />
        <TextField source="name" sortable={false} />
        {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} /> : null}
      </Datagrid>
    </List>
  );
}
