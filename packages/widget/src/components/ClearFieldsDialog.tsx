import {
  CLEAR_FIELDS_CANCEL_LABEL,
  CLEAR_FIELDS_CONFIRM_LABEL,
  CLEAR_FIELDS_TEXT,
  CLEAR_FIELDS_TITLE,
} from '@freight/core';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { PlannerDialog } from './PlannerDialog.tsx';

/** Props of {@link ClearFieldsDialog}. */
export interface ClearFieldsDialogProps {
  open: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The clear-fields confirmation: 'Alerta', 'Você tem certeza que deseja limpar os campos?' (SPEC §4). */
export function ClearFieldsDialog({ open, onConfirm, onCancel }: ClearFieldsDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <PlannerDialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{CLEAR_FIELDS_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{CLEAR_FIELDS_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onCancel}>
          {CLEAR_FIELDS_CANCEL_LABEL}
        </Button>
        <Button onClick={onConfirm} variant="contained">
          {CLEAR_FIELDS_CONFIRM_LABEL}
        </Button>
      </DialogActions>
    </PlannerDialog>
  );
}
