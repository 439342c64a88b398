import { Show, useNotify, useRedirect } from 'react-admin';
import { VpoDetails } from './VpoDetails.tsx';
import { VpoShowActions } from './VpoShowActions.tsx';
import { VPO_REPORT_PATH, VPO_RESOURCE } from './vpo-paths.ts';

/**
 * `/report-vpo/{id}/show` (show-vpo-report): everything of one purchase, with 'Imprimir', 'Baixar PDF',
 * 'Cancelar VPO' and, for an unknown outcome, 'Consultar no fornecedor'. A purchase is never edited.
 * One that cannot be read goes back to the report, saying so (react-admin's default, the resource's
 * list, would be `/vpo`: the purchase screen; `<Show>` does not pass `redirectOnError` on).
 */
export function VpoReportShow() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Show
      resource={VPO_RESOURCE}
      actions={<VpoShowActions />}
      queryOptions={{
        onError: () => {
          notify('ra.notification.item_doesnt_exist', { type: 'error' });
          redirect(() => `/${VPO_REPORT_PATH}`);
        },
      }}
    >
      <VpoDetails />
    </Show>
  );
}
