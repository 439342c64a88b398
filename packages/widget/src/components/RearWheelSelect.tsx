import type { RearWheelType } from '@freight/core';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '../messages.ts';

/** Props of {@link RearWheelSelect}. */
export interface RearWheelSelectProps {
  value: RearWheelType | null;
  options: readonly RearWheelType[];
  onChange(value: RearWheelType): void;
}

/** 'Tipo rodagem': Simples and Dupla for trucks, only Simples otherwise (disabled with one option). */
export function RearWheelSelect({ value, options, onChange }: RearWheelSelectProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={MESSAGES.rearWheelType}
      value={value ?? ''}
      disabled={options.length <= 1}
      onChange={(event) => {
        const chosen = options.find((option) => option === event.target.value);
        if (chosen) onChange(chosen);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}
