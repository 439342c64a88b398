import { wallClock } from '@freight/core';
import type { ApiResponse, VpoReconciliation } from '@freight/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useUserCompanies } from '../company-field.tsx';
import type { CompanyChoice } from '../company-field.tsx';
import type { VpoCalls } from './vpo-calls.ts';
import { VpoReconciliationResults } from './VpoReconciliationResults.tsx';

/** Message of a failure that carried none. */
const FAILED_MESSAGE = 'Ocorreu um erro.';

/** The columns a CSV of passages may have (core's `PASSAGE_COLUMNS`), in one line. */
export const PASSAGES_CSV_HINT =
  'Colunas: data_passagem, praca, placa, valor; opcionais codigo_praca, rodovia, tag, numero_viagem. ' +
  "Separador ';' ou ','; datas DD/MM/AAAA HH:mm.";

type Run =
  | { readonly status: 'idle' }
  | { readonly status: 'running' }
  | { readonly status: 'done'; readonly entries: readonly VpoReconciliation[] }
  | { readonly status: 'failed'; readonly message: string; readonly lines: readonly string[] };

/** A failed answer as the dialog shows it: the server's message and, on a 422, its line errors. */
function failedRun(response: ApiResponse<unknown>): Run {
  const details = response.details;
  const lines =
    details && typeof details === 'object'
      ? Object.entries(details).map(([where, message]) => `${where}: ${String(message)}`)
      : [];
  return { status: 'failed', message: response.message || FAILED_MESSAGE, lines };
}

/** The user's companies whose Sem Parar is offered now (`GET /api/vpo/suppliers` lists 'semparar'). */
function useSemPararCompanies(calls: VpoCalls): readonly CompanyChoice[] {
  const companies = useUserCompanies();
  const [offered, setOffered] = useState<readonly CompanyChoice[]>([]);
  const key = companies.map((company) => company.id).join(',');
  useEffect(() => {
    const controller = new AbortController();
    void Promise.all(
      companies.map((company) =>
        calls.vpoSuppliers(company.id, controller.signal).then(
          (response) => response.success && response.data.some((option) => option.kind === 'semparar'),
          () => false,
        ),
      ),
    ).then((flags) => {
      if (!controller.signal.aborted) setOffered(companies.filter((_, at) => flags[at]));
    });
    return () => controller.abort();
    // `companies` is the same list while `key` is.
  }, [calls, key]);
  return offered;
}

/**
 * 'Conciliar extrato': a CSV of passages ('Arquivo CSV de passagens') or, when a company's Sem Parar is
 * offered, Sem Parar's statement of a period, reconciled with the bought VPOs (`POST /api/vpo/reconciliation`,
 * `…/semparar`). 'Conciliando...' while it runs; then the results; a refusal shows the server's message and
 * the line errors, keeping the chosen file and period.
 */
export function VpoReconcileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const calls = useDataProvider() as unknown as VpoCalls;
  const semParar = useSemPararCompanies(calls);
  const today = wallClock(new Date())?.date ?? new Date().toISOString().slice(0, 10);
  const [file, setFile] = useState<File | null>(null);
  const [companyId, setCompanyId] = useState<string>('');
  const [start, setStart] = useState(`${today.slice(0, 8)}01`);
  const [end, setEnd] = useState(today);
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const running = run.status === 'running';
  const company = semParar.find((choice) => String(choice.id) === companyId) ?? semParar[0];

  const reconcile = async (call: () => Promise<ApiResponse<VpoReconciliation[]>>) => {
    setRun({ status: 'running' });
    try {
      const response = await call();
      setRun(response.success ? { status: 'done', entries: response.data } : failedRun(response));
    } catch (error) {
      const message = error instanceof Error && error.message !== '' ? error.message : FAILED_MESSAGE;
      setRun({ status: 'failed', message, lines: [] });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="vpo-reconcile-title">
      <DialogTitle id="vpo-reconcile-title">Conciliar extrato</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start" sx={{ pt: 1 }}>
          <TextField
            type="file"
            label="Arquivo CSV de passagens"
            helperText={PASSAGES_CSV_HINT}
            onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: '.csv,text/csv,text/plain' } }}
            sx={{ flex: '1 1 320px' }}
          />
          <Button
            variant="contained"
            disabled={running || file === null}
            onClick={() => file && void reconcile(() => calls.vpoReconcileCsv(file))}
          >
            Conciliar arquivo
          </Button>
        </Stack>
        {company ? (
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 2 }}>
            {semParar.length > 1 ? (
              <TextField
                select
                label="Empresa"
                value={String(company.id)}
                onChange={(event) => setCompanyId(event.target.value)}
                size="small"
              >
                {semParar.map((choice) => (
                  <MenuItem key={choice.id} value={String(choice.id)}>
                    {choice.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField
              type="date"
              label="Início"
              value={start}
              onChange={(event) => setStart(event.target.value)}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label="Fim"
              value={end}
              onChange={(event) => setEnd(event.target.value)}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="outlined"
              disabled={running}
              onClick={() =>
                void reconcile(() =>
                  calls.vpoReconcileSemParar({ company_id: Number(company.id), start, end }),
                )
              }
            >
              Buscar extrato do Sem Parar
            </Button>
          </Stack>
        ) : null}
        {running ? (
          <Typography role="status" sx={{ mt: 2 }}>
            Conciliando...
          </Typography>
        ) : null}
        {run.status === 'failed' ? (
          <Alert severity="error" sx={{ mt: 2 }} aria-label="Erro">
            <strong>Erro</strong>: {run.message}
            {run.lines.length > 0 ? (
              <ul>
                {run.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        {run.status === 'done' ? <VpoReconciliationResults entries={run.entries} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
