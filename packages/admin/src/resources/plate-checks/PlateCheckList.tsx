import SearchIcon from '@mui/icons-material/Search';
import { DIALOGS_QUERY_PARAM, openDialog, parseDialogs, searchWithDialogs } from '@freight/core';
import { Button, Datagrid, DateInput, SelectInput, TextField, TextInput, useCanAccess } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { AdminList } from '../../ui/AdminList.tsx';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { showPath } from '../paths.ts';
import {
  PLATE_CHECK_STATUS_CHOICES,
  PlateCheckKindField,
  PlateCheckProgressField,
  PlateCheckStatusField,
} from './plate-check-fields.tsx';
import { CHECK_PLATE_DIALOG, PLATE_CHECK_RESOURCE } from './plate-check-paths.ts';
import { PlateCheckActions } from './PlateCheckActions.tsx';
import { PlateCheckBatchButton } from './PlateCheckBatchButton.tsx';

/** 'Consultar placa': the app's check-plate dialog (`?ds=check-plate`), for plate-check. */
function CheckPlateButton() {
  const { canAccess } = useCanAccess({ resource: PLATE_CHECK_RESOURCE, action: 'check' });
  const location = useLocation();
  const navigate = useNavigate();
  if (!canAccess) return null;
  const open = () => {
    const list = openDialog(
      parseDialogs(new URLSearchParams(location.search).get(DIALOGS_QUERY_PARAM)),
      CHECK_PLATE_DIALOG,
    );
    void navigate({ search: searchWithDialogs(location.search, list) });
  };
  return (
    <Button label="Consultar placa" onClick={open}>
      <SearchIcon />
    </Button>
  );
}

/**
 * `/check-plates` (list-check-plates): the plate-check records, newest first, with the filters of
 * `GET /api/plates-osa` (date_start, date_end, description, status) and paging; 'Consultar placa' and
 * 'Nova consulta em lote' (plate-check); per row export, cancel and delete with their permissions; a row
 * opens the record (show-check-plates).
 */
export function PlateCheckList() {
  const filters = [
    <DateInput key="date_start" source="date_start" alwaysOn />,
    <DateInput key="date_end" source="date_end" alwaysOn />,
    <TextInput key="description" source="description" alwaysOn />,
    <SelectInput key="status" source="status" choices={PLATE_CHECK_STATUS_CHOICES} alwaysOn />,
  ];
  return (
    <AdminList
      resource={PLATE_CHECK_RESOURCE}
      filters={filters}
      keepActionsWhenEmpty
      actions={
        <>
          <CheckPlateButton />
          <PlateCheckBatchButton />
        </>
      }
    >
      <Datagrid rowClick={(id) => showPath(PLATE_CHECK_RESOURCE, id)} bulkActionButtons={false}>
        <TextField source="description" sortable={false} />
        <PlateCheckKindField source="kind" sortable={false} />
        <PlateCheckStatusField source="status" sortable={false} />
        <PlateCheckProgressField source="processed" sortable={false} />
        <TextField source="created_by" sortable={false} />
        <DateTimeField source="created_at" sortable={false} />
        <PlateCheckActions />
      </Datagrid>
    </AdminList>
  );
}
