import type { ReactElement } from 'react';
import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import type { CompanyChoice } from '../company-field.tsx';
import { costCenterFormErrors } from './cost-center-values.ts';

/** The cost-center form of SPEC §2: 'Empresa' (the first of the user's companies by default), 'Nome', 'Salvar'. */
export function CostCenterForm({
  companies,
  toolbar,
}: {
  companies: readonly CompanyChoice[];
  toolbar?: ReactElement;
}) {
  return (
    <SimpleForm toolbar={toolbar} validate={costCenterFormErrors}>
      <SelectInput source="company_id" choices={[...companies]} defaultValue={companies[0]?.id} />
      <TextInput source="name" />
    </SimpleForm>
  );
}
