import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import SearchIcon from '@mui/icons-material/Search';
import type { Vpo } from '@freight/core';
import { useState } from 'react';
import {
  Button,
  LinkBase,
  TopToolbar,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { useShowOutcome } from '../../ui/OutcomeDialog.tsx';
import { saveFile } from '../../ui/save-file.ts';
import type { VpoCalls } from './vpo-calls.ts';
import { VpoCancelButton } from './VpoCancelButton.tsx';
import { printPath, VPO_RESOURCE } from './vpo-paths.ts';

/** Message of a failure that carried none. */
const FAILED_MESSAGE = 'Ocorreu um erro.';

/** Message of a lookup the server answered without one. */
export const LOOKUP_DONE = 'Consulta ao fornecedor concluída.';

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : FAILED_MESSAGE;

/** 'Baixar PDF': the server's receipt (`GET /api/vpo/{id}/pdf`), saved under the server's file name. */
function PdfButton({ vpo }: { vpo: Vpo }) {
  const dataProvider = useDataProvider() as unknown as VpoCalls;
  const show = useShowOutcome();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      const response = await dataProvider.vpoPdf(vpo.id);
      setRunning(false);
      if (response.success) saveFile(response.data, `vpo-${vpo.id}.pdf`);
      else void show({ kind: 'error', message: response.message || FAILED_MESSAGE });
    } catch (error) {
      setRunning(false);
      void show({ kind: 'error', message: messageOf(error) });
    }
  };
  return (
    <Button label="Baixar PDF" disabled={running} onClick={() => void run()}>
      <DownloadIcon />
    </Button>
  );
}

/**
 * 'Consultar no fornecedor' for a purchase of unknown outcome (vpo-buy): `POST /api/vpo/{id}/lookup`,
 * the server's message, then the page reads the purchase again.
 */
function LookupButton({ vpo }: { vpo: Vpo }) {
  const { canAccess } = useCanAccess({ resource: VPO_RESOURCE, action: 'buy' });
  const dataProvider = useDataProvider() as unknown as VpoCalls;
  const show = useShowOutcome();
  const refresh = useRefresh();
  const [running, setRunning] = useState(false);
  if (!canAccess || vpo.status !== 'unknown') return null;
  const run = async () => {
    setRunning(true);
    let outcome: { kind: 'success' | 'error'; message: string };
    try {
      const response = await dataProvider.vpoLookup(vpo.id);
      outcome = response.success
        ? { kind: 'success', message: response.message || LOOKUP_DONE }
        : { kind: 'error', message: response.message || FAILED_MESSAGE };
    } catch (error) {
      outcome = { kind: 'error', message: messageOf(error) };
    }
    setRunning(false);
    await show(outcome);
    refresh();
  };
  return (
    <Button label="Consultar no fornecedor" disabled={running} onClick={() => void run()}>
      <SearchIcon />
    </Button>
  );
}

/** The purchase's actions: print page, PDF, cancel (issued, vpo-cancel), lookup (unknown, vpo-buy). */
export function VpoShowActions() {
  const vpo = useRecordContext() as Vpo | undefined;
  if (!vpo) return <TopToolbar />;
  return (
    <TopToolbar>
      <Button component={LinkBase} to={printPath(vpo.id)} label="Imprimir">
        <PrintIcon />
      </Button>
      <PdfButton vpo={vpo} />
      <LookupButton vpo={vpo} />
      <VpoCancelButton />
    </TopToolbar>
  );
}
