import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, NumberField, TextField, useRecordContext } from 'react-admin';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { usePlateTags, useVehicleTypes } from './plate-calls.ts';
import { CompanyField } from '../company-field.tsx';
import { CategoryField, PlateTextField, VehicleTypeField } from './plate-fields.tsx';
import { AdminShow } from '../../ui/AdminShow.tsx';
import { CheckPlateButton } from './CheckPlateButton.tsx';

/** Text of a plate whose tag lookup answered none. */
export const NO_TAGS = 'Nenhuma tag de pedágio.';

/** Text before the server's message when the tags could not be read: unknown, not "none". */
export const TAGS_UNKNOWN = 'Tags desconhecidas:';

/** The plate's toll tags (`POST /api/plates/{id}`): each tag, "none", or unknown with the server's reason. */
function PlateTags() {
  const record = useRecordContext();
  const tags = usePlateTags(record?.id as number | string | undefined);
  if (tags.status === 'loading') return <Typography variant="body2">Carregando...</Typography>;
  if (tags.status === 'failed') {
    return (
      <Typography variant="body2" color="error" data-testid="plate-tags-unknown">
        {TAGS_UNKNOWN} {tags.message}
      </Typography>
    );
  }
  if (tags.data.length === 0) return <Typography variant="body2">{NO_TAGS}</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" data-testid="plate-tags">
      {tags.data.map((tag) => (
        <Chip key={tag} label={tag} size="small" />
      ))}
    </Stack>
  );
}

/** `/plates/{id}/show`: the plate's fields and its toll tags; 'Consultar placa' for who may check it. */
export function PlateShow() {
  const types = useVehicleTypes();
  return (
    <AdminShow resource="plates" actions={<CheckPlateButton />}>
      <PlateTextField source="plate" />
      <CompanyField source="company_id" />
      <VehicleTypeField source="vehicleTypePepsico" types={types} />
      <TextField source="brand" />
      <TextField source="model" />
      <CategoryField source="category" />
      <NumberField source="axis" />
      <TextField source="rear_wheel_type" />
      <DateTimeField source="updated_at" />
      <Labeled label="resources.plates.fields.tags">
        <PlateTags />
      </Labeled>
    </AdminShow>
  );
}
