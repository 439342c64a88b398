import type { Plate } from '@freight/core';
import { Create, CreateBase } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useUserCompanies } from '../company-field.tsx';
import { useCreateOutcome } from '../create-mode.ts';
import type { CreateMode } from '../create-mode.ts';
import { FormToolbar } from '../FormToolbar.tsx';
import { useVehicleTypes } from './plate-calls.ts';
import { PlateForm } from './PlateForm.tsx';
import { plateBody } from './plate-values.ts';
import type { PlateFormValues } from './plate-values.ts';

/** A plate as the admin's data provider answers it (core's app plate). */
export type PlateRecord = Plate & RaRecord;

/** What a plate creation needs, in either mode: the save's outcome, the body and the form. */
function usePlateCreation(mode: CreateMode<PlateRecord>) {
  const companies = useUserCompanies();
  const types = useVehicleTypes();
  const known = types.status === 'loaded' ? types.data : [];
  return {
    mutationOptions: useCreateOutcome('plates', mode),
    transform: (values: PlateFormValues) => plateBody(values, known),
    form: <PlateForm companies={companies} types={types} toolbar={<FormToolbar />} />,
  };
}

/**
 * The plate form for a host's `create-plate` dialog (SPEC §2): `mode: 'dialog'` calls `onCreated`
 * with the new plate once 'Sucesso' is dismissed; the default redirect mode goes to the plate list.
 * Render it inside the admin's providers (`AdminProviders`).
 */
export function PlateCreateForm(props: CreateMode<PlateRecord>) {
  const { mutationOptions, transform, form } = usePlateCreation(props);
  return (
    <CreateBase resource="plates" mutationOptions={mutationOptions} transform={transform}>
      {form}
    </CreateBase>
  );
}

/** `/plates/create`: 'Sucesso' ('Placa adicionada com sucesso.'), then the list; a refusal keeps the form. */
export function PlateCreate() {
  const { mutationOptions, transform, form } = usePlateCreation({});
  return (
    <Create resource="plates" mutationOptions={mutationOptions} transform={transform}>
      {form}
    </Create>
  );
}
