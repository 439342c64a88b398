import { DEFAULT_LOGO, LOGO_CONTENT_TYPES } from '@freight/core';
import type { CompanySettings } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import { SAVING_LABEL } from '../FormToolbar.tsx';
import { logoErrorMessage, logoFileProblem } from './logo-file.ts';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

/** Message of an upload or removal the server answered without one. */
const DONE = { upload: 'Logo atualizado.', remove: 'Logo removido.' };

/**
 * The company's logo on its edit page: the current one, 'Enviar logo' (a PNG, JPEG or WebP of at most
 * 512 kB, checked here with core's rules and again by the server, stored at once, apart from 'Salvar')
 * and 'Remover logo' (back to the product's). What the server says — success or why it refused — is
 * shown under it. The app's top bar takes the new logo at the next login, like the colours.
 */
export function LogoUpload() {
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const settings = record?.settings as { logo?: unknown } | undefined;
  const [logo, setLogo] = useState(typeof settings?.logo === 'string' ? settings.logo : DEFAULT_LOGO);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!record) return null;

  const run = async (call: () => Promise<{ data: CompanySettings; message: string }>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await call();
      setLogo(answer.data.logo);
      setOutcome({ kind: 'success', message: answer.message || done });
    } catch (error) {
      setOutcome({ kind: 'error', message: logoErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setOutcome({ kind: 'error', message: problem });
      return;
    }
    void run(
      () =>
        dataProvider.uploadCompanyLogo(record.id, file) as Promise<{
          data: CompanySettings;
          message: string;
        }>,
      DONE.upload,
    );
  };

  const remove = () =>
    void run(
      () => dataProvider.removeCompanyLogo(record.id) as Promise<{ data: CompanySettings; message: string }>,
      DONE.remove,
    );

  return (
    <Box sx={{ my: 1 }} data-testid="logo-upload">
      <Typography variant="subtitle2" component="p">
        Logo
      </Typography>
      <img
        src={logo}
        alt={`Logo: ${String(record.name ?? '')}`}
        height={48}
        style={{ maxWidth: 200, objectFit: 'contain', display: 'block', margin: '4px 0' }}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <MuiButton component="label" variant="outlined" size="small" disabled={busy}>
          {busy ? SAVING_LABEL : 'Enviar logo'}
          <input
            type="file"
            hidden
            aria-label="Arquivo do logo"
            accept={LOGO_CONTENT_TYPES.join(',')}
            onChange={upload}
            disabled={busy}
          />
        </MuiButton>
        {logo !== DEFAULT_LOGO ? (
          <MuiButton size="small" color="error" onClick={remove} disabled={busy}>
            Remover logo
          </MuiButton>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          PNG, JPEG ou WebP, até 512 kB.
        </Typography>
      </Box>
      {outcome ? (
        <Alert severity={outcome.kind} sx={{ mt: 1 }}>
          {outcome.message}
        </Alert>
      ) : null}
    </Box>
  );
}
