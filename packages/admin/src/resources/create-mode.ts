import type { RaRecord } from 'react-admin';
import { useSaveOutcome } from '../ui/save-outcome.ts';

/**
 * How a create form ends (SPEC §2 "Both forms have two modes"): redirect mode (the default) goes to the
 * resource's list after 'Sucesso'; dialog mode calls `onCreated` with the new record after 'Sucesso',
 * so the host's `create-plate` / `create-cost-center` dialog reloads its list, selects it and closes.
 */
export type CreateMode<R extends RaRecord = RaRecord> =
  { readonly mode?: 'redirect' } | { readonly mode: 'dialog'; readonly onCreated: (record: R) => void };

/** `mutationOptions` of a create form in `mode` ('Sucesso' / 'Erro', then the mode's follow-up). */
export function useCreateOutcome<R extends RaRecord>(resource: string, mode: CreateMode<R>) {
  return useSaveOutcome(
    resource,
    mode.mode === 'dialog' ? (record) => mode.onCreated(record as R) : undefined,
  );
}
