import type { CostCenter } from '@freight/core';
import { Create, CreateBase } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useUserCompanies } from '../company-field.tsx';
import { useCreateOutcome } from '../create-mode.ts';
import type { CreateMode } from '../create-mode.ts';
import { FormToolbar } from '../FormToolbar.tsx';
import { costCenterBody } from './cost-center-values.ts';
import { CostCenterForm } from './CostCenterForm.tsx';

/** A cost center as the admin's data provider answers it. */
export type CostCenterRecord = CostCenter & RaRecord;

/** What a cost-center creation needs, in either mode. */
function useCostCenterCreation(mode: CreateMode<CostCenterRecord>) {
  const companies = useUserCompanies();
  return {
    mutationOptions: useCreateOutcome('cost-centers', mode),
    transform: costCenterBody,
    form: <CostCenterForm companies={companies} toolbar={<FormToolbar />} />,
  };
}

/**
 * The cost-center form for a host's `create-cost-center` dialog (SPEC §2): `mode: 'dialog'` calls
 * `onCreated` with the new cost center once 'Sucesso' is dismissed; the default redirect mode goes to
 * the list. Render it inside the admin's providers (`AdminProviders`).
 */
export function CostCenterCreateForm(props: CreateMode<CostCenterRecord>) {
  const { mutationOptions, transform, form } = useCostCenterCreation(props);
  return (
    <CreateBase resource="cost-centers" mutationOptions={mutationOptions} transform={transform}>
      {form}
    </CreateBase>
  );
}

/** `/cost-centers/create`: 'Sucesso' ('Centro de custo adicionado com sucesso.'), then the list. */
export function CostCenterCreate() {
  const { mutationOptions, transform, form } = useCostCenterCreation({});
  return (
    <Create resource="cost-centers" mutationOptions={mutationOptions} transform={transform}>
      {form}
    </Create>
  );
}
