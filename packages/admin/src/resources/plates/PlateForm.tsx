import { maskPlate, PLATE_MAX_LENGTH } from '@freight/core';
import type { VehicleType } from '@freight/core';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  FormDataConsumer,
  InputHelperText,
  SelectInput,
  SimpleForm,
  TextInput,
  useInput,
  useTranslate,
} from 'react-admin';
import type { CompanyChoice } from '../company-field.tsx';
import type { Loaded } from './plate-calls.ts';
import { plateFormErrors, plateVehicle, rearWheelChoices, vehicleTypeLabel } from './plate-values.ts';
import type { PlateFormValues } from './plate-values.ts';

type RearWheelField = ReturnType<typeof useInput>;

/**
 * 'Tipo rodagem' (SPEC §2, §4): the options of the chosen vehicle type's category (a truck Simples and
 * Dupla, others only Simples), disabled and auto-selected when there is only one.
 */
function RearWheelSelect({ input, options }: { input: RearWheelField; options: readonly string[] }) {
  const translate = useTranslate();
  const { field, fieldState, formState, id } = input;
  const only = options.length === 1 ? options[0] : undefined;
  const value = typeof field.value === 'string' && options.includes(field.value) ? field.value : '';
  useEffect(() => {
    if (only !== undefined && field.value !== only) field.onChange(only);
  }, [only, field]);
  const error = fieldState.error?.message;
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  return (
    <TextField
      select
      id={id}
      name={field.name}
      label={translate('resources.plates.fields.rear_wheel_type')}
      value={only ?? value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      disabled={only !== undefined}
      error={shown}
      helperText={<InputHelperText error={shown ? error : undefined} />}
      size="small"
      margin="dense"
      sx={{ minWidth: 220 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * 'Tipo do veículo' (searchable, filtered as typed, 'Tipo inválido' when missing), 'Marca', 'Modelo'
 * and 'Tipo rodagem': choosing a type sets the rear wheel type core derives from it.
 */
function VehicleInputs({ types }: { types: Loaded<VehicleType[]> }) {
  const rearWheel = useInput({ source: 'rear_wheel_type' });
  const choices = types.status === 'loaded' ? types.data : [];
  return (
    <>
      <AutocompleteInput
        source="vehicleTypePepsico"
        sx={{ minWidth: 280 }}
        choices={[...choices]}
        optionText={(type: VehicleType) => vehicleTypeLabel(type)}
        isPending={types.status === 'loading'}
        helperText={types.status === 'failed' ? types.message : undefined}
        onChange={(value: unknown) =>
          rearWheel.field.onChange(
            plateVehicle({ vehicleTypePepsico: value as string | number | null }, choices).rearWheelType ??
              '',
          )
        }
      />
      <TextInput source="brand" />
      <TextInput source="model" />
      <FormDataConsumer<PlateFormValues>>
        {({ formData }) => (
          <RearWheelSelect input={rearWheel} options={rearWheelChoices(formData, choices)} />
        )}
      </FormDataConsumer>
    </>
  );
}

/**
 * The plate form of SPEC §2: 'Empresa' (the user's companies, the first by default), 'Placa' (upper
 * case, masked, at most 7, 'Placa Inválida'), 'Tipo do veículo', 'Marca', 'Modelo', 'Tipo rodagem'
 * and the toolbar's 'Salvar' ('Carregando...' while saving). The rules are core's `plateFormSchema`.
 */
export function PlateForm({
  companies,
  types,
  toolbar,
}: {
  companies: readonly CompanyChoice[];
  types: Loaded<VehicleType[]>;
  toolbar?: ReactElement;
}) {
  return (
    <SimpleForm toolbar={toolbar} validate={plateFormErrors}>
      <SelectInput source="company_id" choices={[...companies]} defaultValue={companies[0]?.id} />
      <TextInput
        source="plate"
        format={(value: unknown) => maskPlate(typeof value === 'string' ? value : '')}
        parse={(value: string) => maskPlate(value)}
        slotProps={{ htmlInput: { maxLength: PLATE_MAX_LENGTH } }}
      />
      <VehicleInputs types={types} />
    </SimpleForm>
  );
}
