import type { ReactElement } from 'react';
import { required, SelectInput, SimpleForm, TextInput } from 'react-admin';

/** The user's companies the form offers. */
export interface CompanyChoice {
  readonly id: string | number;
  readonly name: string;
}

/** Shipper fields: company (the user's first by default), CNPJ and name. */
export function ShipperForm({
  companies,
  toolbar,
}: {
  companies: readonly CompanyChoice[];
  toolbar?: ReactElement;
}) {
  return (
    <SimpleForm toolbar={toolbar}>
      <SelectInput
        source="company_id"
        choices={[...companies]}
        defaultValue={companies[0]?.id}
        validate={required()}
      />
      <TextInput source="document" validate={required()} />
      <TextInput source="name" validate={required()} />
    </SimpleForm>
  );
}
