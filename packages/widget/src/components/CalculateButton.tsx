import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useStore } from '@nanostores/react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/** Performance mark set on each 'Calcular' click (the benchmark measures from it to the route drawn). */
export const CALCULATE_MARK = 'freight-route-planner:calculate';

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
      onClick={() => {
        performance.mark(CALCULATE_MARK);
        void route.calculate('mc');
      }}
    >
      {calculating ? MESSAGES.calculating : MESSAGES.calculate}
    </Button>
  );
}
