import type { RouteTypeOption } from '@freight/core';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { SelectField } from './SelectField.tsx';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/** Route types offered, in order ('default' is sent as 'efficient', so it is not offered twice). */
const ROUTE_TYPES = ['efficient', 'shortest', 'avoid_tolls'] as const satisfies readonly RouteTypeOption[];

/** Length of a complete dd/MM/yyyy date. */
const FULL_DATE_LENGTH = 10;

/** The options block: retroactive date (dd/MM/yyyy), return trip and route type (SPEC §3 Options). */
export function RouteOptions() {
  const { options: store, route } = usePlannerStores();
  const options = useStore(store.$options);
  const errors = useStore(store.$errors);
  const submitted = useStore(route.$submitted);
  const dateError =
    submitted || options.retroactiveDate.length >= FULL_DATE_LENGTH ? errors['retroactiveDate'] : undefined;

  return (
    <Stack spacing={1.5} component="section" aria-label={MESSAGES.optionsTitle}>
      <Typography variant="subtitle2">{MESSAGES.optionsTitle}</Typography>
      <TextField
        size="small"
        fullWidth
        label={MESSAGES.retroactiveDate}
        placeholder={MESSAGES.retroactiveDatePlaceholder}
        value={options.retroactiveDate}
        error={dateError !== undefined}
        helperText={dateError}
        onChange={(event) => store.setRetroactiveDate(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: FULL_DATE_LENGTH, autoComplete: 'off' } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={options.calculateReturn}
            onChange={(event) => store.setCalculateReturn(event.target.checked)}
          />
        }
        label={MESSAGES.calculateReturn}
      />
      <SelectField
        label={MESSAGES.routeType}
        value={options.type_route === 'default' ? 'efficient' : options.type_route}
        options={ROUTE_TYPES.map((type) => ({ value: type, label: MESSAGES.routeTypes[type] }))}
        onChange={(value) => {
          const chosen = ROUTE_TYPES.find((type) => type === value);
          if (chosen) store.setRouteType(chosen);
        }}
        name="type_route"
      />
    </Stack>
  );
}
