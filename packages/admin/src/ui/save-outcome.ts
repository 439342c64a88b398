import { useRedirect } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { serverMessageOf } from '../data-provider.ts';
import { useShowOutcome } from './OutcomeDialog.tsx';

/** Message of a save the server answered without one. */
export const SAVED_MESSAGE = 'Registro salvo com sucesso.';

/** Message of a failure that carried none (a network error is already 'Ocorreu um erro.' from core's client). */
const FAILED_MESSAGE = 'Ocorreu um erro.';

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : FAILED_MESSAGE;

/**
 * `mutationOptions` of a create or edit form (SPEC §4 "Forms and lists"): a save the server accepted
 * opens 'Sucesso' with the server's message ('Placa adicionada com sucesso.') and, once dismissed, runs
 * the form's follow-up — `then` (dialog mode) or the resource's list (redirect mode). Any other answer
 * opens 'Erro' with the server's message; a 422's field messages also go under their fields (react-admin
 * reads `body.errors`), and the form keeps what the user typed.
 */
export function useSaveOutcome(resource: string, then?: (record: RaRecord) => void) {
  const show = useShowOutcome();
  const redirect = useRedirect();
  return {
    onSuccess: (record: RaRecord) => {
      void show({ kind: 'success', message: serverMessageOf(record) ?? SAVED_MESSAGE }).then(() => {
        if (then) then(record);
        else redirect('list', resource);
      });
    },
    onError: (error: unknown) => {
      void show({ kind: 'error', message: messageOf(error) });
    },
  };
}
