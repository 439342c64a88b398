import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/** The alternatives other than the selected one, 'Rota n'; clicking one selects it (SPEC §4). */
export function AlternativesList() {
  const { selection } = usePlannerStores();
  const alternatives = useStore(selection.$alternatives);
  if (alternatives.length === 0) return null;
  return (
    <Stack spacing={1} component="section" data-testid="route-alternatives">
      <Typography variant="subtitle2" component="h2">
        {MESSAGES.alternativesTitle}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {alternatives.map((alternative) => (
          <Button
            key={alternative.index}
            variant="outlined"
            size="small"
            onClick={() => selection.select(alternative.index)}
          >
            {alternative.label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
