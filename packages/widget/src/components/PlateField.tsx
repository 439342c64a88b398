import { maskPlate, matchesPlateFilter, PLATE_MAX_LENGTH } from '@freight/core';
import type { Plate } from '@freight/core';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../messages.ts';

/** Props of {@link PlateField}. */
export interface PlateFieldProps {
  /** The typed text (upper case, at most 7 characters). */
  value: string;
  /** The user's plates offered. */
  plates: readonly Plate[];
  /** The chosen plate, `null` when none. */
  selected: Plate | null;
  /** True while the plates list loads. */
  loading?: boolean;
  error: string | null;
  disabled?: boolean;
  /** The text typed. */
  onChange(text: string): void;
  /** A plate chosen from the list, or `null` when the field is cleared. */
  onChoose(plate: Plate | null): void;
}

function labelOf(option: Plate | string): string {
  return typeof option === 'string' ? option : option.plate;
}

function detailsOf(plate: Plate): string {
  return [plate.brand, plate.model].filter((part) => part != null && part.trim() !== '').join(' ');
}

/**
 * 'Placa' (SPEC §2, §5): a free-text autocomplete over the user's plates, upper case, at most 7
 * characters, 'Placa Inválida' for a text that is not a plate. Typing filters the plates by a
 * case-insensitive substring; each option shows the plate and its brand and model.
 */
export function PlateField({
  value,
  plates,
  selected,
  loading = false,
  error,
  disabled,
  onChange,
  onChoose,
}: PlateFieldProps) {
  return (
    <Autocomplete<Plate, false, false, true>
      freeSolo
      size="small"
      fullWidth
      options={plates}
      value={selected}
      inputValue={value}
      disabled={disabled}
      loading={loading}
      loadingText={MESSAGES.loadingPlates}
      clearText={MESSAGES.clearPlate}
      openText={MESSAGES.showPlates}
      closeText={MESSAGES.hidePlates}
      getOptionLabel={labelOf}
      getOptionKey={(option) => (typeof option === 'string' ? option : String(option.id))}
      isOptionEqualToValue={(option, chosen) => String(option.id) === String(chosen.id)}
      filterOptions={(options, state) =>
        options.filter((option) => matchesPlateFilter(option.plate, state.inputValue))
      }
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') onChange(text);
      }}
      onChange={(_event, chosen) => {
        if (chosen === null) onChoose(null);
        else if (typeof chosen !== 'string') onChoose(chosen);
        else {
          const typed = plates.find((plate) => maskPlate(plate.plate) === maskPlate(chosen));
          if (typed) onChoose(typed);
        }
      }}
      renderOption={({ key, ...props }, option) => {
        const details = detailsOf(option);
        return (
          <Box component="li" key={key} {...props} data-testid="plate-option">
            <Typography variant="body2" component="span">
              {option.plate}
            </Typography>
            {details ? (
              <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 1 }}>
                {details}
              </Typography>
            ) : null}
          </Box>
        );
      }}
      renderInput={({ InputProps, InputLabelProps, inputProps, ...params }) => (
        <TextField
          {...params}
          label={MESSAGES.plate}
          error={error !== null}
          helperText={error ?? undefined}
          slotProps={{
            input: InputProps,
            inputLabel: InputLabelProps,
            htmlInput: {
              ...inputProps,
              maxLength: PLATE_MAX_LENGTH,
              autoComplete: 'off',
              style: { textTransform: 'uppercase' },
            },
          }}
        />
      )}
    />
  );
}
