import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { VPO_SORT_FIELDS } from '@freight/core';
import {
  Button,
  Datagrid,
  DateInput,
  LinkBase,
  SelectInput,
  TextField,
  TextInput,
  useCanAccess,
} from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { ExportButtons } from '../../ui/ExportButtons.tsx';
import { showPath } from '../paths.ts';
import {
  STATUS_CHOICES,
  SUPPLIER_CHOICES,
  useCostCenterChoices,
  useShipperChoices,
} from './use-vpo-choices.ts';
import {
  VpoDateField,
  VpoPlateField,
  VpoStatusField,
  VpoSupplierField,
  VpoValueField,
} from './vpo-fields.tsx';
import { BUY_VPO_PATH, VPO_REPORT_PATH, VPO_RESOURCE } from './vpo-paths.ts';
import { VpoReconcileButton } from './VpoReconcileButton.tsx';
import { VpoTotals } from './VpoTotals.tsx';

/** The export formats of the report (the server writes XLSX only). */
const EXPORT_FORMATS = ['xlsx'] as const;

/** Whether the server sorts the report by `field` (core's `VPO_SORT_FIELDS`). */
const sortable = (field: string): boolean => (VPO_SORT_FIELDS as readonly string[]).includes(field);

/** 'Comprar VPO': the purchase screen, for vpo-buy. */
function BuyButton() {
  const { canAccess } = useCanAccess({ resource: VPO_RESOURCE, action: 'buy' });
  if (!canAccess) return null;
  return (
    <Button component={LinkBase} to={BUY_VPO_PATH} label="Comprar VPO">
      <ShoppingCartIcon />
    </Button>
  );
}

/**
 * `/report-vpo` (list-vpo-reports): the company's VPO purchases with the filters of `GET /api/vpo`
 * (purchase period, status, plate, shipper, cost center, supplier), the totals of the filtered list,
 * sort by core's `VPO_SORT_FIELDS`, 'Exportar XLSX' and 'Conciliar extrato' (vpo-export) and 'Comprar VPO' (vpo-buy); a row
 * opens the purchase (show-vpo-report).
 */
export function VpoReportList() {
  const shippers = useShipperChoices();
  const costCenters = useCostCenterChoices();
  const filters = [
    <DateInput key="date_start" source="date_start" alwaysOn />,
    <DateInput key="date_end" source="date_end" alwaysOn />,
    <SelectInput key="status" source="status" choices={[...STATUS_CHOICES]} alwaysOn />,
    <TextInput key="plate" source="plate" alwaysOn />,
    <SelectInput key="shipper_id" source="shipper_id" choices={shippers} alwaysOn />,
    <SelectInput key="cost_center_id" source="cost_center_id" choices={costCenters} alwaysOn />,
    <SelectInput key="supplier" source="supplier" choices={[...SUPPLIER_CHOICES]} alwaysOn />,
  ];
  return (
    <AdminList
      resource={VPO_RESOURCE}
      filters={filters}
      keepActionsWhenEmpty
      actions={
        <>
          <ExportButtons resource={VPO_RESOURCE} formats={EXPORT_FORMATS} fallbackName="vpo" />
          <VpoReconcileButton />
          <BuyButton />
        </>
      }
    >
      <VpoTotals />
      <Datagrid rowClick={(id) => showPath(VPO_REPORT_PATH, id)} bulkActionButtons={false}>
        <TextField source="id" sortable={sortable('id')} />
        <DateTimeField source="created_at" sortable={sortable('created_at')} />
        <VpoPlateField source="plate" sortable={sortable('plate')} />
        <TextField source="route_slug" sortable={sortable('route_slug')} />
        <TextField source="shipper_name" sortable={sortable('shipper_name')} />
        <TextField source="cost_center_name" sortable={sortable('cost_center_name')} />
        <VpoSupplierField source="supplier" sortable={sortable('supplier')} />
        <VpoStatusField source="status" sortable={sortable('status')} />
        <VpoDateField source="expiration_date" sortable={sortable('expiration_date')} />
        <VpoValueField source="purchased_value" sortable={sortable('purchased_value')} />
      </Datagrid>
    </AdminList>
  );
}
