import { ApiError, VPO_RECEIPT_PLAZA_KEYS, vpoReceipt } from '@freight/core';
import type { ApiResponse, Vpo, VpoReceipt, VpoReceiptRow } from '@freight/core';
import { saveFile } from '@freight/admin/save-file';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.tsx';
import { MESSAGES } from '../messages.ts';
import { RequirePermission } from '../navigation/RequirePermission.tsx';

/** Hidden when printing: the page's buttons and messages. */
const NO_PRINT = 'vpo-receipt-no-print';

const PRINT_STYLES = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    [`.${NO_PRINT}`]: { display: 'none !important' },
    body: { background: '#fff' },
  },
};

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; vpo: Vpo };

function failureMessage(response: ApiResponse<unknown>): string {
  if (response.statusCode === 404) return MESSAGES.notFound.text;
  return response.message || MESSAGES.vpoReceipt.failed;
}

function caughtMessage(error: unknown): string {
  return error instanceof ApiError ? failureMessage(error.response) : MESSAGES.vpoReceipt.failed;
}

function Rows({ rows }: { rows: readonly VpoReceiptRow[] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={{ width: '35%', fontWeight: 600 }}>
              {row.label}
            </TableCell>
            <TableCell>{row.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The receipt's content (core's `vpoReceipt`) as a printable page: the same the server's PDF says. */
function ReceiptView({ receipt }: { receipt: VpoReceipt }) {
  return (
    <Box component="article" sx={{ maxWidth: '190mm', mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {receipt.title}
      </Typography>
      {receipt.notice ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {receipt.notice}
        </Alert>
      ) : null}
      {receipt.sections.map((section) => (
        <Box component="section" key={section.title} sx={{ mb: 2, breakInside: 'avoid' }}>
          <Typography variant="h6" component="h2">
            {section.title}
          </Typography>
          <Rows rows={section.rows} />
        </Box>
      ))}
      <Box component="section" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2">
          {receipt.plazaTitle}
        </Typography>
        <Table size="small" aria-label={receipt.plazaTitle}>
          <TableHead sx={{ display: 'table-header-group' }}>
            <TableRow>
              {VPO_RECEIPT_PLAZA_KEYS.map((key) => (
                <TableCell key={key} align={key === 'fare' ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                  {receipt.plazaColumns[key]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {receipt.plazas.map((plaza, index) => (
              <TableRow key={index} sx={{ breakInside: 'avoid' }}>
                {VPO_RECEIPT_PLAZA_KEYS.map((key) => (
                  <TableCell key={key} align={key === 'fare' ? 'right' : 'left'}>
                    {plaza[key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box component="section" aria-label={MESSAGES.vpoReceipt.totals} sx={{ breakInside: 'avoid' }}>
        <Rows rows={receipt.totals} />
      </Box>
    </Box>
  );
}

function Receipt({ id }: { id: string }) {
  const { api } = useAppServices();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: 'loading' });
    api.vpo.get(id, { signal: controller.signal }).then(
      (response) =>
        setLoaded(
          response.success
            ? { kind: 'loaded', vpo: response.data }
            : { kind: 'failed', message: failureMessage(response) },
        ),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ kind: 'failed', message: caughtMessage(error) });
      },
    );
    return () => controller.abort();
  }, [api, id]);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const response = await api.vpo.pdf(id);
      if (response.success) saveFile(response.data, `vpo-${id}.pdf`);
      else setDownloadError(failureMessage(response));
    } catch (error) {
      setDownloadError(caughtMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  if (loaded.kind === 'loading') return <LinearProgress aria-label={MESSAGES.loading} />;
  if (loaded.kind === 'failed') {
    return (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {loaded.message}
      </Alert>
    );
  }
  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack direction="row" spacing={1} className={NO_PRINT} sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => window.print()}>
          {MESSAGES.vpoReceipt.print}
        </Button>
        <Button variant="outlined" onClick={() => void download()} disabled={downloading}>
          {MESSAGES.vpoReceipt.download}
        </Button>
      </Stack>
      {downloadError ? (
        <Alert severity="error" role="alert" className={NO_PRINT} sx={{ mb: 2 }}>
          {downloadError}
        </Alert>
      ) : null}
      <ReceiptView receipt={vpoReceipt(loaded.vpo)} />
    </>
  );
}

/**
 * vpo-report-pdf (SPEC §2, clean layout): the receipt of the VPO `{id}` as a printable A4 page, with
 * 'Imprimir' (the browser's print) and 'Baixar PDF' (the server's PDF, saved under its file name), both
 * hidden in print. A failure reads the server's message; an unknown VPO the not-found message.
 */
export default function VpoReceiptPage() {
  const { id = '' } = useParams();
  return (
    <RequirePermission route="vpo-report-pdf">
      <Receipt key={id} id={id} />
    </RequirePermission>
  );
}
