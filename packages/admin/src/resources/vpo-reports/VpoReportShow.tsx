import { Show } from 'react-admin';
import { VpoDetails } from './VpoDetails.tsx';
import { VpoShowActions } from './VpoShowActions.tsx';
import { VPO_RESOURCE } from './vpo-paths.ts';

/**
 * `/report-vpo/{id}/show` (show-vpo-report): everything of one purchase, with 'Imprimir', 'Baixar PDF',
 * 'Cancelar VPO' and, for an unknown outcome, 'Consultar no fornecedor'. A purchase is never edited.
 */
export function VpoReportShow() {
  return (
    <Show resource={VPO_RESOURCE} actions={<VpoShowActions />}>
      <VpoDetails />
    </Show>
  );
}
