import { maskCnpj, validateCnpj, vpoSupplierConfigUpdateSchema } from '@freight/core';
import type { VpoSupplierConfig, VpoSupplierConfigUpdate } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import type { RecordId } from '@freight/core';
import { SAVING_LABEL } from '../FormToolbar.tsx';

type Answer = { data: VpoSupplierConfig; message: string };

/** The data provider's calls for a company's VPO supplier (`GET`/`PUT /api/companies/{id}/vpo-supplier`). */
interface SupplierCalls {
  vpoSupplierConfig(id: RecordId): Promise<Answer>;
  saveVpoSupplierConfig(id: RecordId, body: VpoSupplierConfigUpdate): Promise<Answer>;
}

type Field = 'semparar_url' | 'semparar_cnpj' | 'semparar_login' | 'semparar_password';

interface Draft {
  semparar_enabled: boolean;
  semparar_url: string;
  semparar_cnpj: string;
  semparar_login: string;
  semparar_password: string;
}

const LABELS: Readonly<Record<Field | 'semparar_enabled', string>> = {
  semparar_enabled: 'Sem Parar habilitado',
  semparar_url: 'Endereço do serviço',
  semparar_cnpj: 'CNPJ no Sem Parar',
  semparar_login: 'Usuário',
  semparar_password: 'Senha',
};

/** What the section says when the server answered a save without a message. */
export const VPO_SUPPLIER_SAVED = 'Fornecedor de VPO salvo.';

function draftOf(config: VpoSupplierConfig): Draft {
  return {
    semparar_enabled: config.semparar_enabled,
    semparar_url: config.semparar_url ?? '',
    semparar_cnpj: maskCnpj(config.semparar_cnpj),
    semparar_login: config.semparar_login ?? '',
    semparar_password: '',
  };
}

function fieldErrors(error: unknown): Partial<Record<Field, string>> {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => typeof value === 'string'));
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'Ocorreu um erro.';
}

function Settings({ id }: { id: RecordId }) {
  const dataProvider = useDataProvider() as unknown as SupplierCalls;
  const [config, setConfig] = useState<VpoSupplierConfig | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    dataProvider.vpoSupplierConfig(id).then(
      (answer) => {
        if (!live) return;
        setConfig(answer.data);
        setDraft(draftOf(answer.data));
      },
      (error: unknown) => {
        if (live) setOutcome({ kind: 'error', message: messageOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, id]);

  if (!draft || !config) {
    return outcome ? (
      <Alert severity="error">{outcome.message}</Alert>
    ) : (
      <LinearProgress aria-label="Carregando..." />
    );
  }

  const change = (field: keyof Draft, value: string | boolean) => {
    setDraft({ ...draft, [field]: field === 'semparar_cnpj' ? maskCnpj(String(value)) : value });
    setErrors({ ...errors, [field]: undefined });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = vpoSupplierConfigUpdateSchema.safeParse(draft);
    const found: Partial<Record<Field, string>> = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    const cnpjProblem = draft.semparar_cnpj === '' ? null : validateCnpj(draft.semparar_cnpj);
    if (cnpjProblem) found.semparar_cnpj = cnpjProblem;
    if (!parsed.success || cnpjProblem) {
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      const answer = await dataProvider.saveVpoSupplierConfig(id, parsed.data);
      setConfig(answer.data);
      setDraft(draftOf(answer.data));
      setErrors({});
      setOutcome({ kind: 'success', message: answer.message || VPO_SUPPLIER_SAVED });
    } catch (error) {
      setErrors(fieldErrors(error));
      setOutcome({ kind: 'error', message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const text = (field: Field, props: { type?: string; autoComplete?: string; helperText?: string } = {}) => (
    <TextField
      label={LABELS[field]}
      value={draft[field]}
      onChange={(event) => change(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? props.helperText}
      type={props.type}
      autoComplete={props.autoComplete}
      disabled={busy}
      size="small"
      fullWidth
      sx={{ mb: 2 }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)} sx={{ maxWidth: 480 }}>
      <FormControlLabel
        control={
          <Switch
            checked={draft.semparar_enabled}
            onChange={(event) => change('semparar_enabled', event.target.checked)}
            disabled={busy}
          />
        }
        label={LABELS.semparar_enabled}
        sx={{ mb: 1 }}
      />
      {text('semparar_url', { type: 'url', helperText: 'Ex.: https://…' })}
      {text('semparar_cnpj')}
      {text('semparar_login', { autoComplete: 'off' })}
      {text('semparar_password', {
        type: 'password',
        autoComplete: 'new-password',
        helperText: config.has_password
          ? 'Senha cadastrada. Deixe em branco para mantê-la.'
          : 'Nenhuma senha cadastrada.',
      })}
      <MuiButton type="submit" variant="contained" disabled={busy}>
        {busy ? SAVING_LABEL : 'Salvar fornecedor'}
      </MuiButton>
      {outcome ? (
        <Alert severity={outcome.kind} sx={{ mt: 2 }}>
          {outcome.message}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * The company edit page's 'Fornecedor de VPO' for a user with company-settings: whether Sem Parar is
 * enabled, its service address, the company's CNPJ there, the login and the password. Saved at once with
 * its own button (apart from the company's 'Salvar'). The password is write-only: the field starts empty,
 * a blank one keeps the stored password, and 'Senha cadastrada' says one is stored.
 */
export function VpoSupplierSettings() {
  const record = useRecordContext();
  const { canAccess: maySetUp } = useCanAccess({ resource: 'companies', action: 'settings' });
  if (!record || !maySetUp) return null;
  return (
    <Box component="section" aria-label="Fornecedor de VPO" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Fornecedor de VPO
      </Typography>
      <Settings key={String(record.id)} id={record.id} />
    </Box>
  );
}
