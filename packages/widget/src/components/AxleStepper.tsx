import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../messages.ts';

/** Props of {@link AxleStepper}. */
export interface AxleStepperProps {
  axis: number;
  canDecrement: boolean;
  canIncrement: boolean;
  onDecrement(): void;
  onIncrement(): void;
  /** Message of an axle count the category does not accept. */
  error?: string;
}

/** Minus and plus around the axle count (SPEC §4 Vehicle). */
export function AxleStepper({
  axis,
  canDecrement,
  canIncrement,
  onDecrement,
  onIncrement,
  error,
}: AxleStepperProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" variant="body2" sx={{ minWidth: 48 }}>
          {MESSAGES.axles}
        </Typography>
        <IconButton
          aria-label={MESSAGES.removeAxle}
          size="small"
          disabled={!canDecrement}
          onClick={onDecrement}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography
          component="output"
          data-testid="axle-count"
          aria-live="polite"
          sx={{ minWidth: 64, textAlign: 'center' }}
        >
          {MESSAGES.axlesValue(axis)}
        </Typography>
        <IconButton aria-label={MESSAGES.addAxle} size="small" disabled={!canIncrement} onClick={onIncrement}>
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
