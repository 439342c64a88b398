import CancelIcon from '@mui/icons-material/Cancel';
import { isVpoCancellable, VPO_MESSAGES, vpoCancelRequestSchema } from '@freight/core';
import type { Vpo } from '@freight/core';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, useCanAccess, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { useShowOutcome } from '../../ui/OutcomeDialog.tsx';
import type { VpoCalls } from './vpo-calls.ts';
import { VPO_RESOURCE } from './vpo-paths.ts';

/** Message of a failure that carried none. */
const FAILED_MESSAGE = 'Ocorreu um erro.';

/** The first problem core's cancellation rule finds in `reason`, `null` when it is a valid reason. */
function reasonProblem(reason: string): string | null {
  const parsed = vpoCancelRequestSchema.safeParse({ reason });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? FAILED_MESSAGE);
}

/**
 * 'Cancelar VPO' for vpo-cancel on an issued purchase (core's `isVpoCancellable`): a dialog asks the
 * reason (core's `vpoCancelRequestSchema`: required, 3 characters or more), then `POST /api/vpo/{id}/cancel`.
 * Accepted: 'Sucesso' with the server's message and the page reads the purchase again. Refused (e.g. the
 * supplier's "not cancellable"): 'Erro' with the server's message; the purchase is as it was.
 */
export function VpoCancelButton() {
  const vpo = useRecordContext() as Vpo | undefined;
  const { canAccess } = useCanAccess({ resource: VPO_RESOURCE, action: 'cancel' });
  const dataProvider = useDataProvider() as unknown as VpoCalls;
  const show = useShowOutcome();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  if (!vpo || !canAccess || !isVpoCancellable(vpo.status)) return null;

  const close = () => {
    setOpen(false);
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reasonProblem(reason);
    setProblem(found);
    if (found) return;
    setRunning(true);
    let outcome: { kind: 'success' | 'error'; message: string };
    try {
      const response = await dataProvider.vpoCancel(vpo.id, reason.trim());
      outcome = response.success
        ? { kind: 'success', message: response.message || VPO_MESSAGES.cancelled }
        : { kind: 'error', message: response.message || FAILED_MESSAGE };
    } catch (error) {
      outcome = {
        kind: 'error',
        message: error instanceof Error && error.message !== '' ? error.message : FAILED_MESSAGE,
      };
    }
    setRunning(false);
    if (outcome.kind === 'success') {
      setOpen(false);
      setReason('');
    }
    await show(outcome);
    if (outcome.kind === 'success') refresh();
  };

  return (
    <>
      <Button label="Cancelar VPO" color="error" onClick={() => setOpen(true)}>
        <CancelIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="vpo-cancel-title">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id="vpo-cancel-title">Cancelar VPO</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              O cancelamento é pedido ao fornecedor, que pode recusá-lo (por exemplo, depois da passagem por
              uma praça).
            </DialogContentText>
            <TextField
              label="Motivo do cancelamento"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={problem !== null}
              helperText={problem ?? ' '}
              required
              fullWidth
              multiline
              minRows={2}
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={close} disabled={running}>
              Voltar
            </MuiButton>
            <MuiButton type="submit" color="error" disabled={running}>
              Confirmar cancelamento
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
