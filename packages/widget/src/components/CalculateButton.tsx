import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/** 'Calcular': validates, then calculates; reads 'Calculando...' while a calculation runs (SPEC §4). */
export function CalculateButton() {
  const { route } = usePlannerStores();
  const { status } = useStore(route.$route);
  const calculating = status === 'calculating';
  return (
    <Button
      variant="contained"
      fullWidth
      aria-busy={calculating}
      startIcon={calculating ? <CircularProgress size={16} color="inherit" /> : undefined}
      onClick={() => void route.calculate('mc')}
    >
      {calculating ? MESSAGES.calculating : MESSAGES.calculate}
    </Button>
  );
}
