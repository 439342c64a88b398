import { companySettingsInputSchema } from '@freight/core';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { InputHelperText, useInput, useTranslate } from 'react-admin';

/** pt-BR message of a colour that is not `#rrggbb`. */
export const INVALID_COLOR_MESSAGE = 'Cor inválida: use o formato #rrggbb.';

const colorRule = (value: unknown) =>
  companySettingsInputSchema.shape.primary_color.safeParse(value).success && typeof value === 'string'
    ? undefined
    : INVALID_COLOR_MESSAGE;

/**
 * A colour field: the browser's colour picker and the `#rrggbb` text side by side, both on the same
 * form value (core's settings schema decides what a colour is).
 */
export function ColorInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source, validate: colorRule });
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const value = typeof field.value === 'string' ? field.value : '';
  const pickable = /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : '#000000';
  const text = translate(label);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, my: 1 }}>
      <input
        type="color"
        aria-label={`Escolher ${text.toLowerCase()}`}
        value={pickable}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        style={{ width: 56, height: 40, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
      <TextField
        label={text}
        size="small"
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value.trim())}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={shown}
        helperText={<InputHelperText error={shown ? fieldState.error?.message : undefined} />}
        slotProps={{ htmlInput: { maxLength: 7 } }}
      />
    </Box>
  );
}
