import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/**
 * What opening the `data` or `route-id` route looks like: 'Carregando rota...' while it comes, the
 * pt-BR error when it was refused.
 */
export function OpeningNotice() {
  const { opening } = usePlannerStores();
  const state = useStore(opening.$opening);
  if (state.status === 'loading') {
    return (
      <Stack spacing={1} role="status" data-testid="opening-route">
        <Typography variant="body2">{MESSAGES.openingRoute}</Typography>
        <LinearProgress />
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert severity="error" onClose={opening.dismiss} data-testid="opening-error">
        {state.message}
      </Alert>
    );
  }
  return null;
}
