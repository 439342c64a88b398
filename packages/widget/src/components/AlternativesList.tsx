import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../messages.ts';
import { usePlannerStores } from './PlannerStoresProvider.tsx';

/** Props of {@link AlternativeChoice}. */
export interface AlternativeChoiceProps {
  /** 'Rota n'. */
  label: string;
  /** Whether it is the selected alternative (pressed). Default `false`. */
  selected?: boolean;
  /** Selects it. */
  onSelect: () => void;
  /** What follows the label (the route panel on the map adds distance, time and tolls). */
  children?: ReactNode;
}

/**
 * One alternative 'Rota n' as a button that selects it (SPEC §4); the results' list and the route panel
 * on the map both use it.
 */
export function AlternativeChoice({ label, selected = false, onSelect, children }: AlternativeChoiceProps) {
  return (
    <Button
      variant={selected ? 'contained' : 'outlined'}
      size="small"
      aria-pressed={selected}
      onClick={onSelect}
      sx={children ? { flexDirection: 'column', alignItems: 'flex-start', textAlign: 'left' } : undefined}
    >
      {children ? <span>{label}</span> : label}
      {children}
    </Button>
  );
}

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
          <AlternativeChoice
            key={alternative.index}
            label={alternative.label}
            onSelect={() => selection.select(alternative.index)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
