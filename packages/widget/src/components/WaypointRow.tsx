import { DRAG_WAYPOINT_TOOLTIP, REMOVE_WAYPOINT_TOOLTIP } from '@freight/core';
import type { Waypoint, WaypointDisplay } from '@freight/core';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import type { DragEvent, KeyboardEvent } from 'react';
import { MESSAGES } from '../messages.ts';
import { Hint } from './Hint.tsx';
import { WaypointLetter } from './WaypointLetter.tsx';

/** MIME type of a dragged waypoint row: its index. */
const DRAG_TYPE = 'application/x-freight-waypoint';

/** Props of {@link WaypointRow}. */
export interface WaypointRowProps {
  index: number;
  waypoint: Waypoint;
  display: WaypointDisplay;
  /** The row's validation message, shown under its input. */
  error: string | null;
  /** Read-only row (view mode): no search, no drag. */
  readOnly: boolean;
  onOpenSearch(index: number): void;
  onRemove(index: number): void;
  onAdd(): void;
  onMove(from: number, to: number): void;
}

/** One waypoint of the list: drag handle, letter, text, remove and add icons (SPEC §2 Waypoint editor). */
export function WaypointRow({
  index,
  waypoint,
  display,
  error,
  readOnly,
  onOpenSearch,
  onRemove,
  onAdd,
  onMove,
}: WaypointRowProps) {
  const open = (): void => {
    if (!readOnly) onOpenSearch(index);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onDragStart = (event: DragEvent): void => {
    event.dataTransfer.setData(DRAG_TYPE, String(index));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onDragOver = (event: DragEvent): void => {
    if (!readOnly && event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
  };
  const onDrop = (event: DragEvent): void => {
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    event.preventDefault();
    if (Number.isInteger(from) && from !== index) onMove(from, index);
  };

  return (
    <Box
      data-testid="waypoint-row"
      onDragOver={onDragOver}
      onDrop={onDrop}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}
    >
      {readOnly ? (
        <Box sx={{ width: 24, flex: '0 0 24px' }} />
      ) : (
        <Hint title={DRAG_WAYPOINT_TOOLTIP}>
          <Box
            component="span"
            draggable
            onDragStart={onDragStart}
            aria-label={DRAG_WAYPOINT_TOOLTIP}
            sx={{
              cursor: 'grab',
              color: 'text.secondary',
              display: 'flex',
              height: 40,
              alignItems: 'center',
            }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
        </Hint>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <WaypointLetter letter={display.letter} color={display.letterColor} />
        {display.showDots && (
          <MoreVertIcon
            data-testid="waypoint-dots"
            fontSize="small"
            sx={{ color: 'text.disabled', mt: -1 }}
          />
        )}
      </Box>
      <TextField
        size="small"
        fullWidth
        value={waypoint.searchText}
        placeholder={display.placeholder}
        error={error !== null}
        helperText={error ?? undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-label': display.placeholder, 'data-testid': 'waypoint-input' },
        }}
      />
      {display.showRemoveIcon && (
        <Hint title={REMOVE_WAYPOINT_TOOLTIP}>
          <IconButton
            aria-label={REMOVE_WAYPOINT_TOOLTIP}
            onClick={() => onRemove(index)}
            size="small"
            sx={{ mt: 0.5 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Hint>
      )}
      {display.showAddIcon && (
        <Hint title={MESSAGES.addDestination}>
          <IconButton aria-label={MESSAGES.addDestination} onClick={onAdd} size="small" sx={{ mt: 0.5 }}>
            <AddCircleOutlineIcon fontSize="small" />
          </IconButton>
        </Hint>
      )}
    </Box>
  );
}
