import { PLATE_MAX_LENGTH } from '@freight/core';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '../messages.ts';

/** Props of {@link PlateField}. */
export interface PlateFieldProps {
  value: string;
  error: string | null;
  disabled?: boolean;
  onChange(text: string): void;
}

/** 'Placa': upper case, at most 7 characters, 'Placa Inválida' for a text that is not a plate (SPEC §5). */
export function PlateField({ value, error, disabled, onChange }: PlateFieldProps) {
  return (
    <TextField
      size="small"
      fullWidth
      label={MESSAGES.plate}
      value={value}
      disabled={disabled}
      error={error !== null}
      helperText={error ?? undefined}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: {
          maxLength: PLATE_MAX_LENGTH,
          autoComplete: 'off',
          style: { textTransform: 'uppercase' },
        },
      }}
    />
  );
}
