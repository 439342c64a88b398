import Typography from '@mui/material/Typography';
import { BooleanInput, NumberInput, SelectInput, useCanAccess } from 'react-admin';
import { LiveBrandingPreview } from './BrandingPreview.tsx';
import { ColorInput } from './ColorInput.tsx';
import { SUBSCRIPTION_CHOICES, useIsSuperAdmin } from './billing.ts';
import { LogoUpload } from './LogoUpload.tsx';

/**
 * The edit page's 'Configurações' for a user with company-settings: the feature flags, the primary
 * colour (picker and `#rrggbb`) with a live contrast preview, the dark flag and the logo; then, for
 * super-admin only, the subscription status and the fair-use quota.
 */
export function CompanySettingsFields() {
  const { canAccess: maySetUp } = useCanAccess({ resource: 'companies', action: 'settings' });
  const superAdmin = useIsSuperAdmin();
  return (
    <>
      {maySetUp ? (
        <section aria-label="Configurações" style={{ width: '100%' }}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            Configurações
          </Typography>
          <BooleanInput source="settings.allow_create_route" />
          <BooleanInput source="settings.vpo_allow_select_tag" />
          <ColorInput
            source="settings.primary_color"
            label="resources.companies.fields.settings.primary_color"
          />
          <BooleanInput source="settings.primary_color_is_dark" />
          <LiveBrandingPreview />
          <LogoUpload />
        </section>
      ) : null}
      {superAdmin ? (
        <section aria-label="Assinatura" style={{ width: '100%' }}>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            Assinatura
          </Typography>
          <SelectInput source="subscription_status" choices={SUBSCRIPTION_CHOICES} />
          <NumberInput
            source="route_quota_per_day"
            min={1}
            step={1}
            helperText="Vazio: o limite padrão do servidor."
          />
        </section>
      ) : null}
    </>
  );
}
