import { VEHICLE_CATEGORIES, VEHICLE_CATEGORY_LABELS } from '@freight/core';
import { NumberField, SelectInput, TextField, TextInput } from 'react-admin';
import { AdminList } from '../../ui/AdminList.tsx';
import { ResourceGrid } from '../../ui/ResourceGrid.tsx';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { useVehicleTypes } from './plate-calls.ts';
import { CompanyField, useUserCompanies } from '../company-field.tsx';
import { CheckPlateButton } from './CheckPlateButton.tsx';
import { PlateTextField, VehicleTypeField } from './plate-fields.tsx';
import { vehicleTypeLabel } from './plate-values.ts';

const CATEGORY_CHOICES = VEHICLE_CATEGORIES.map((category) => ({
  id: category,
  name: VEHICLE_CATEGORY_LABELS[category],
}));

/**
 * `/plates`: the filters of `GET /api/plates` (plate, company, vehicle type, category, brand, model),
 * paging, sort; a row opens the plate's page; 'Consultar placa' (plate-check) and delete with
 * confirmation for who may.
 */
export function PlateList() {
  const companies = useUserCompanies();
  const types = useVehicleTypes();
  const typeChoices = types.status === 'loaded' ? types.data : [];
  const filters = [
    <TextInput key="plate" source="plate" alwaysOn />,
    <SelectInput key="company_id" source="company_id" choices={[...companies]} alwaysOn />,
    <SelectInput
      key="vehicle_type_pepsico"
      source="vehicle_type_pepsico"
      choices={[...typeChoices]}
      optionText={vehicleTypeLabel}
      alwaysOn
    />,
    <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} alwaysOn />,
    <TextInput key="brand" source="brand" alwaysOn />,
    <TextInput key="model" source="model" alwaysOn />,
  ];
  return (
    <AdminList resource="plates" filters={filters}>
      <ResourceGrid resource="plates" rowOpens="show">
        <PlateTextField source="plate" />
        <VehicleTypeField source="vehicleTypePepsico" sortable={false} types={types} />
        <TextField source="brand" />
        <TextField source="model" />
        <NumberField source="axis" />
        <CompanyField source="company_id" sortable={false} />
        <DateTimeField source="updated_at" />
        <CheckPlateButton label="" />
      </ResourceGrid>
    </AdminList>
  );
}
