import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** What a save ended in, as SPEC §4 shows it: the 'Sucesso' or the 'Erro' dialog with a message. */
export interface Outcome {
  readonly kind: 'success' | 'error';
  readonly message: string;
}

/** Titles of the outcome dialogs (SPEC §4: a success dialog, an error dialog). */
export const OUTCOME_TITLES: Readonly<Record<Outcome['kind'], string>> = {
  success: 'Sucesso',
  error: 'Erro',
};

type ShowOutcome = (outcome: Outcome) => Promise<void>;

const OutcomeContext = createContext<ShowOutcome | null>(null);

/**
 * The one outcome dialog of an admin page: `show` opens it and resolves when the user dismisses it, so
 * the caller then runs what follows (SPEC §4: "when dismissed, the mode-specific follow-up runs").
 */
export function OutcomeDialogProvider({ children }: { children: ReactNode }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const dismissed = useRef<(() => void) | null>(null);
  const show = useCallback<ShowOutcome>(
    (next) =>
      new Promise<void>((resolve) => {
        dismissed.current?.();
        dismissed.current = resolve;
        setOutcome(next);
      }),
    [],
  );
  const close = useCallback(() => {
    setOutcome(null);
    const resolve = dismissed.current;
    dismissed.current = null;
    resolve?.();
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <OutcomeContext.Provider value={value}>
      {children}
      <Dialog
        open={outcome !== null}
        onClose={close}
        aria-labelledby="outcome-dialog-title"
        data-testid="outcome-dialog"
        data-kind={outcome?.kind}
      >
        <DialogTitle id="outcome-dialog-title">{outcome ? OUTCOME_TITLES[outcome.kind] : ''}</DialogTitle>
        <DialogContent>
          <DialogContentText>{outcome?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </OutcomeContext.Provider>
  );
}

/** Opens the page's outcome dialog; resolves when the user closes it. */
export function useShowOutcome(): ShowOutcome {
  const show = useContext(OutcomeContext);
  if (!show) throw new Error('useShowOutcome needs an OutcomeDialogProvider (AdminProviders)');
  return show;
}
