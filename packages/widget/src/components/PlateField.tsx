import { maskPlate, matchesPlateFilter, PLATE_MAX_LENGTH } from '@freight/core';
import type { Plate } from '@freight/core';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
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

function detailsOf(plate: Plate): string {
  return [plate.brand, plate.model].filter((part) => part != null && part.trim() !== '').join(' ');
}

/** Height of the plate list, like the address search's (SPEC §9). */
const LIST_HEIGHT = 200;

/**
 * 'Placa' (SPEC §2, §5): a free-text combobox over the user's plates, upper case, at most 7 characters,
 * 'Placa Inválida' for a text that is not a plate. Typing filters the plates by a case-insensitive
 * substring (core's `matchesPlateFilter`); each option shows the plate and its brand and model.
 * ArrowDown / ArrowUp move the highlight, Enter chooses it (or the plate typed in full), Escape closes
 * the list. Built on a text field rather than MUI's Autocomplete, which would add ~10 kB to the element.
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
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const options = plates.filter((plate) => matchesPlateFilter(plate.plate, value));
  const chosenShown = selected !== null && maskPlate(selected.plate) === maskPlate(value);
  const showList = open && !disabled && !chosenShown && (options.length > 0 || loading);
  const optionId = (index: number): string => `${listId}-${index}`;

  const choose = (plate: Plate): void => {
    onChoose(plate);
    setOpen(false);
    setHighlight(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showList) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => Math.min(options.length - 1, Math.max(0, current + step)));
    } else if (event.key === 'Enter') {
      const highlighted = showList ? options[highlight] : undefined;
      const typed = plates.find((plate) => maskPlate(plate.plate) === maskPlate(value));
      const plate = highlighted ?? typed;
      if (plate) {
        event.preventDefault();
        choose(plate);
      }
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setHighlight(-1);
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>): void => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setOpen(false);
    setHighlight(-1);
  };

  return (
    <Box sx={{ position: 'relative' }} onBlur={onBlur}>
      <TextField
        size="small"
        fullWidth
        label={MESSAGES.plate}
        value={value}
        disabled={disabled}
        error={error !== null}
        helperText={error ?? undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setHighlight(-1);
        }}
        slotProps={{
          input: {
            endAdornment:
              value !== '' && !disabled ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={MESSAGES.clearPlate}
                    onClick={() => {
                      onChange('');
                      onChoose(null);
                    }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
          },
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': showList,
            'aria-controls': showList ? listId : undefined,
            'aria-activedescendant': showList && highlight >= 0 ? optionId(highlight) : undefined,
            maxLength: PLATE_MAX_LENGTH,
            autoComplete: 'off',
            style: { textTransform: 'uppercase' },
            onKeyDown,
            onFocus: () => setOpen(true),
            onClick: () => setOpen(true),
          },
        }}
      />
      {showList ? (
        <Paper
          elevation={4}
          sx={{
            position: 'absolute',
            top: 40,
            left: 0,
            right: 0,
            zIndex: (theme) => theme.zIndex.modal + 1,
            maxHeight: LIST_HEIGHT,
            overflowY: 'auto',
          }}
        >
          <Box component="ul" role="listbox" id={listId} aria-label={MESSAGES.plate} sx={{ m: 0, p: 0.5 }}>
            {loading && options.length === 0 ? (
              <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1 }}>
                {MESSAGES.loadingPlates}
              </Typography>
            ) : null}
            {options.map((plate, index) => {
              const details = detailsOf(plate);
              return (
                <Box
                  component="li"
                  key={String(plate.id)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlight}
                  data-testid="plate-option"
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setHighlight(index)}
                  onClick={() => choose(plate)}
                  sx={{
                    listStyle: 'none',
                    px: 1.5,
                    py: 0.75,
                    borderRadius: 1,
                    cursor: 'pointer',
                    bgcolor: index === highlight ? 'action.hover' : undefined,
                  }}
                >
                  <Typography variant="body2" component="span">
                    {plate.plate}
                  </Typography>
                  {details ? (
                    <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 1 }}>
                      {details}
                    </Typography>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}
