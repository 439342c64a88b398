import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { KeyboardEvent } from 'react';
import { MESSAGES } from '../messages.ts';

/**
 * The add-destination input below a multi-stop list: typing or clicking in it appends an empty
 * waypoint and opens its search (SPEC §2).
 */
export function AddDestinationInput({ onStart }: { onStart(text?: string): void }) {
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      onStart(event.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onStart();
    }
  };
  return (
    <Box sx={{ pl: 7 }}>
      <TextField
        size="small"
        fullWidth
        value=""
        placeholder={MESSAGES.addDestination}
        onClick={() => onStart()}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-label': MESSAGES.addDestination },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <AddIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
