import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** One choice of a {@link SelectField}. */
export interface SelectFieldOption {
  readonly value: string;
  readonly label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  label: string;
  /** The chosen option's value (`''` for none). */
  value: string;
  options: readonly SelectFieldOption[];
  onChange(value: string): void;
  disabled?: boolean;
  /** Name of the `<select>` (form field name). */
  name?: string;
  /** The field's error message, `null` or absent when none. */
  error?: string | null;
  /** Text under the field when there is no error. */
  helperText?: string;
  /** Takes the whole width (default). */
  fullWidth?: boolean;
  /** `'small'` (default) or `'medium'`. */
  size?: 'small' | 'medium';
  'data-testid'?: string;
  sx?: SxProps<Theme>;
}

/**
 * An outlined select on the browser's own `<select>` (keyboard, screen readers and phones' pickers for
 * free), looking like the planner's other fields. The element uses it for every choice list rather than
 * MUI's menu select, which would add its menu stack (~5 kB gzip).
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  name,
  error,
  helperText,
  size = 'small',
  fullWidth = true,
  sx,
  ...rest
}: SelectFieldProps) {
  return (
    <TextField
      select
      size={size}
      fullWidth={fullWidth}
      label={label}
      value={value}
      disabled={disabled}
      name={name}
      error={Boolean(error)}
      helperText={error || helperText}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      data-testid={rest['data-testid']}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
