import { formatDecimal } from '@freight/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BooleanField, FunctionField, Labeled, TextField, useRecordContext } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { SUBSCRIPTION_STATUS_NAMES, useIsSuperAdmin } from './billing.ts';
import { BrandingPreview } from './BrandingPreview.tsx';
import { CnpjField } from './CnpjField.tsx';
import { LogoImage } from './LogoImage.tsx';
import { AdminShow } from '../../ui/AdminShow.tsx';

const settingsOf = (record: RaRecord | undefined) =>
  (record?.settings ?? {}) as { primary_color?: string; primary_color_is_dark?: boolean };

/** The primary colour: a swatch, the `#rrggbb` text and what the app looks like in it. */
function ColorSwatch() {
  const settings = settingsOf(useRecordContext());
  const color = settings.primary_color ?? '';
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          data-testid="color-swatch"
          sx={{ width: 24, height: 24, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: 'divider' }}
        />
        <Typography component="span">{color}</Typography>
      </Box>
      <BrandingPreview color={color} dark={settings.primary_color_is_dark === true} />
    </Box>
  );
}

/** The subscription status by its pt-BR name; unknown when the server sent none. */
const statusName = (record: RaRecord): string => {
  const status: unknown = record.subscription_status;
  return typeof status === 'string' && Object.hasOwn(SUBSCRIPTION_STATUS_NAMES, status)
    ? SUBSCRIPTION_STATUS_NAMES[status as keyof typeof SUBSCRIPTION_STATUS_NAMES]
    : 'Não informada';
};

/** `/companies/{id}/show`: the company's fields and settings (colour swatch, logo), 'Editar' for who may. */
export function CompanyShow() {
  const superAdmin = useIsSuperAdmin();
  return (
    <AdminShow resource="companies">
      <TextField source="name" />
      <TextField source="legal_name" />
      <CnpjField source="cnpj" />
      <BooleanField source="settings.allow_create_route" />
      <BooleanField source="settings.vpo_allow_select_tag" />
      <Labeled source="settings.primary_color">
        <ColorSwatch />
      </Labeled>
      <BooleanField source="settings.primary_color_is_dark" />
      <LogoImage />
      {superAdmin ? <FunctionField source="subscription_status" render={statusName} /> : null}
      {superAdmin ? (
        <FunctionField
          source="route_quota_per_day"
          render={(record: RaRecord) =>
            typeof record.route_quota_per_day === 'number'
              ? formatDecimal(record.route_quota_per_day, 0)
              : 'Padrão do servidor'
          }
        />
      ) : null}
    </AdminShow>
  );
}
