import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { Notice } from './Notice.tsx';
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
      <Stack
        direction="row"
        spacing={1}
        role="status"
        data-testid="opening-route"
        sx={{ alignItems: 'center' }}
      >
        <CircularProgress size={16} />
        <Typography variant="body2">{MESSAGES.openingRoute}</Typography>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Notice severity="error" onClose={opening.dismiss} data-testid="opening-error">
        {state.message}
      </Notice>
    );
  }
  return null;
}
