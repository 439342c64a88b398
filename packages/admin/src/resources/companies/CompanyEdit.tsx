import { Edit, SimpleForm, useCanAccess } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { FormToolbar } from '../FormToolbar.tsx';
import { useSaveOutcome } from '../../ui/save-outcome.ts';
import { useIsSuperAdmin } from './billing.ts';
import { companyUpdateBody } from './company-body.ts';
import { CompanyFields } from './CompanyFields.tsx';
import { CompanySettingsFields } from './CompanySettingsFields.tsx';
import { PlateCheckSourceSettings } from './PlateCheckSourceSettings.tsx';
import { VpoSupplierSettings } from './VpoSupplierSettings.tsx';

/**
 * `/companies/{id}/edit`: name, legal name and CNPJ; the settings for a user with company-settings and
 * the subscription for super-admin, saved in one `PUT /api/companies/{id}` carrying only what changed;
 * under the form, the VPO supplier configuration and the plate-check source, each saved on its own.
 */
export function CompanyEdit() {
  const outcome = useSaveOutcome('companies');
  const { canAccess: maySetUp = false } = useCanAccess({ resource: 'companies', action: 'settings' });
  const billing = useIsSuperAdmin();
  const transform = (data: RaRecord, options?: { previousData?: RaRecord }) =>
    companyUpdateBody(data, options?.previousData, { settings: maySetUp, billing });
  return (
    <Edit resource="companies" mutationMode="pessimistic" mutationOptions={outcome} transform={transform}>
      <SimpleForm toolbar={<FormToolbar deletable />}>
        <CompanyFields />
        <CompanySettingsFields />
      </SimpleForm>
      <VpoSupplierSettings />
      <PlateCheckSourceSettings />
    </Edit>
  );
}
