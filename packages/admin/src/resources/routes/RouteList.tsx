import { ROUTE_EXPORT_FORMATS, ROUTE_SORT_FIELDS, ROUTE_TYPE_LABELS } from '@freight/core';
import {
  Datagrid,
  DateInput,
  DeleteWithConfirmButton,
  EditButton,
  SelectInput,
  TextField,
  TextInput,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { ExportButtons } from '../../ui/ExportButtons.tsx';
import { editPath, showPath } from '../paths.ts';
import { DistanceField, DurationField, RouteTypeField, WaypointsField } from './RouteFields.tsx';

/** The route types a filter offers, with core's pt-BR names. */
const TYPE_CHOICES = Object.entries(ROUTE_TYPE_LABELS).map(([id, name]) => ({ id, name }));

/** Whether the server sorts saved routes by `field` (core's list; the addresses are not sortable). */
const sortable = (field: string): boolean => (ROUTE_SORT_FIELDS as readonly string[]).includes(field);

/** SPEC §7 filters of `GET /api/routes`: name, waypoints, type, created and updated periods (yyyy-MM-dd). */
const filters = [
  <TextInput key="name" source="name" alwaysOn />,
  <TextInput key="waypoints" source="waypoints" alwaysOn />,
  <SelectInput key="type" source="type" choices={TYPE_CHOICES} alwaysOn />,
  <DateInput key="created_at_start" source="created_at_start" alwaysOn />,
  <DateInput key="created_at_end" source="created_at_end" alwaysOn />,
  <DateInput key="updated_at_start" source="updated_at_start" alwaysOn />,
  <DateInput key="updated_at_end" source="updated_at_end" alwaysOn />,
];

/** 'Editar': the planner on the saved route (host's edit-route, SPEC §2 path), for route-edit. */
function RouteEditButton() {
  const record = useRecordContext();
  if (!record) return null;
  return <EditButton to={editPath('routes', record.id)} />;
}

/**
 * `/routes` (list-routes): saved routes with every filter of SPEC §7, paging, sort (the columns the server
 * sorts by), and the export of the filtered and sorted list; a row opens the route in the planner (show-route), 'Editar' in the planner's edit mode
 * (edit-route), 'Adicionar' the planner (create-route); delete with confirmation for route-delete.
 */
export function RouteList() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'routes', action: 'delete' });
  return (
    <AdminList
      resource="routes"
      filters={filters}
      actions={<ExportButtons resource="routes" formats={ROUTE_EXPORT_FORMATS} fallbackName="rotas" />}
    >
      <Datagrid rowClick={(id) => showPath('routes', id)} bulkActionButtons={false}>
        <TextField source="id" sortable={sortable('id')} />
        <TextField source="slug" sortable={sortable('slug')} />
        <WaypointsField source="waypoints" sortable={sortable('waypoints')} />
        <RouteTypeField source="type" sortable={sortable('type')} />
        <DistanceField source="distance" sortable={sortable('distance')} />
        <DurationField source="time" sortable={sortable('time')} />
        <DateTimeField source="created_at" sortable={sortable('created_at')} />
        <DateTimeField source="updated_at" sortable={sortable('updated_at')} />
        <RouteEditButton />
        {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} /> : null}
      </Datagrid>
    </AdminList>
  );
}
