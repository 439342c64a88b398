import {
  maskPlate,
  PLATE_CHECK_ERROR_TITLE,
  PLATE_CHECK_LOADING_MESSAGE,
  PLATE_CHECK_NO_RESULT_MESSAGE,
  PLATE_MAX_LENGTH,
  validatePlate,
  validationMessageText,
} from '@freight/core';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MESSAGES } from '../messages.ts';
import { MessageDialog } from '../vpo/MessageDialog.tsx';
import { PlateCheckAnswers } from './PlateCheckAnswers.tsx';
import { usePlateCheck } from './use-plate-check.ts';

const t = MESSAGES.checkPlateDialog;

/**
 * The plate check form (SPEC §2 Plate check screens): 'Placa' (required, old or Mercosul, upper case, at
 * most 7 characters, starting from `initialPlate`) and 'Consultar'; 'Consultando placa...' over it while
 * the server answers; then the providers' table, or 'Nenhum resultado encontrado para essa placa' in red,
 * or 'Erro' with the server's message. What the user typed stays.
 */
export function CheckPlateForm({ initialPlate }: { initialPlate: string }) {
  const { state, check, dismiss } = usePlateCheck();
  const [plate, setPlate] = useState(() => maskPlate(initialPlate));
  const [submitted, setSubmitted] = useState(false);
  const rule = validatePlate(plate);
  const fieldError = submitted && rule !== null ? validationMessageText(rule) : null;
  const serverError = state.kind === 'refused' ? state.message : null;
  const message = fieldError ?? serverError;

  const submit = () => {
    setSubmitted(true);
    if (rule === null) void check(plate);
  };

  return (
    <DialogContent sx={{ position: 'relative', minHeight: 160 }}>
      <Stack
        component="form"
        noValidate
        direction="row"
        spacing={2}
        alignItems="flex-start"
        sx={{ pt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t.plate}
          value={plate}
          onChange={(event) => {
            setPlate(maskPlate(event.target.value));
            if (state.kind === 'refused') dismiss();
          }}
          required
          autoFocus
          error={message !== null}
          helperText={message ?? undefined}
          slotProps={{ htmlInput: { maxLength: PLATE_MAX_LENGTH, autoCapitalize: 'characters' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={state.kind === 'checking'} sx={{ mt: 1 }}>
          {t.check}
        </Button>
      </Stack>
      {state.kind === 'result' && (
        <PlateCheckAnswers plate={state.plate} checkedAt={state.checkedAt} answers={state.answers} />
      )}
      {state.kind === 'none' && (
        <Typography color="error" sx={{ mt: 2 }}>
          {PLATE_CHECK_NO_RESULT_MESSAGE}
        </Typography>
      )}
      {state.kind === 'checking' && (
        <Backdrop
          open
          // MUI hides a backdrop from assistive technology; this one is the check's status.
          slotProps={{ root: { role: 'status', 'aria-hidden': false } }}
          sx={{ position: 'absolute', zIndex: 1, flexDirection: 'column', gap: 2, color: 'common.white' }}
        >
          <CircularProgress color="inherit" aria-hidden />
          <Box component="span">{PLATE_CHECK_LOADING_MESSAGE}</Box>
        </Backdrop>
      )}
      <MessageDialog
        message={state.kind === 'failed' ? { title: PLATE_CHECK_ERROR_TITLE, text: state.message } : null}
        onClose={dismiss}
      />
    </DialogContent>
  );
}
