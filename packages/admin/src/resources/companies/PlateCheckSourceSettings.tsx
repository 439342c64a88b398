import { PLATE_CHECK_SOURCE_LABELS, PLATE_CHECK_SOURCES, plateCheckConfigUpdateSchema } from '@freight/core';
import type { PlateCheckConfig, PlateCheckConfigUpdate, PlateCheckSource, RecordId } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import { SAVING_LABEL } from '../FormToolbar.tsx';

type Answer = { data: PlateCheckConfig; message: string };

/** The data provider's calls for a company's plate-check source (`GET`/`PUT …/plate-check-source`). */
interface SourceCalls {
  plateCheckSourceConfig(id: RecordId): Promise<Answer>;
  savePlateCheckSourceConfig(id: RecordId, body: PlateCheckConfigUpdate): Promise<Answer>;
}

type Field = 'target_enabled' | 'target_url' | 'target_login' | 'target_password';

interface Draft {
  source: PlateCheckSource;
  target_url: string;
  target_login: string;
  target_password: string;
}

const LABELS = {
  source: 'Fonte da consulta',
  target_url: 'Endereço do serviço',
  target_login: 'Usuário',
  target_password: 'Senha',
} as const;

/** What the section says when the server answered a save without a message. */
export const PLATE_CHECK_SOURCE_SAVED = 'Configuração da consulta de placas salva.';

function draftOf(config: PlateCheckConfig): Draft {
  return {
    source: config.target_enabled ? 'target' : 'builtin',
    target_url: config.target_url ?? '',
    target_login: config.target_login ?? '',
    target_password: '',
  };
}

function bodyOf(draft: Draft): PlateCheckConfigUpdate {
  return {
    target_enabled: draft.source === 'target',
    target_url: draft.target_url,
    target_login: draft.target_login,
    target_password: draft.target_password,
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
  const dataProvider = useDataProvider() as unknown as SourceCalls;
  const labelId = useId();
  const [config, setConfig] = useState<PlateCheckConfig | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    dataProvider.plateCheckSourceConfig(id).then(
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

  const change = (field: keyof Draft, value: string) => {
    setDraft({ ...draft, [field]: value });
    setErrors({ ...errors, [field === 'source' ? 'target_enabled' : field]: undefined });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = plateCheckConfigUpdateSchema.safeParse(bodyOf(draft));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setBusy(true);
    try {
      const answer = await dataProvider.savePlateCheckSourceConfig(id, parsed.data);
      setConfig(answer.data);
      setDraft(draftOf(answer.data));
      setErrors({});
      setOutcome({ kind: 'success', message: answer.message || PLATE_CHECK_SOURCE_SAVED });
    } catch (error) {
      setErrors(fieldErrors(error));
      setOutcome({ kind: 'error', message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: 'target_url' | 'target_login' | 'target_password',
    props: { type?: string; autoComplete?: string; helperText?: string } = {},
  ) => (
    <TextField
      label={LABELS[field]}
      value={draft[field]}
      onChange={(event) => change(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? props.helperText}
      type={props.type}
      autoComplete={props.autoComplete}
      disabled={busy}
      required={field !== 'target_password'}
      size="small"
      fullWidth
      sx={{ mb: 2 }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)} sx={{ maxWidth: 480 }}>
      <FormControl error={Boolean(errors.target_enabled)} disabled={busy} sx={{ mb: 1 }}>
        <FormLabel id={labelId}>{LABELS.source}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={draft.source}
          onChange={(event) => change('source', event.target.value)}
        >
          {PLATE_CHECK_SOURCES.map((source) => (
            <FormControlLabel
              key={source}
              value={source}
              control={<Radio />}
              label={PLATE_CHECK_SOURCE_LABELS[source]}
            />
          ))}
        </RadioGroup>
        {errors.target_enabled ? <FormHelperText>{errors.target_enabled}</FormHelperText> : null}
      </FormControl>
      {draft.source === 'target' ? (
        <>
          {text('target_url', { type: 'url', helperText: 'Ex.: https://…' })}
          {text('target_login', { autoComplete: 'off' })}
          {text('target_password', {
            type: 'password',
            autoComplete: 'new-password',
            helperText: config.has_password
              ? 'Senha salva. Deixe em branco para mantê-la ou digite outra para substituí-la.'
              : 'Nenhuma senha salva.',
          })}
        </>
      ) : null}
      <Box>
        <MuiButton type="submit" variant="contained" disabled={busy}>
          {busy ? SAVING_LABEL : 'Salvar consulta de placas'}
        </MuiButton>
      </Box>
      {outcome ? (
        <Alert severity={outcome.kind} sx={{ mt: 2 }}>
          {outcome.message}
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * The company edit page's 'Consulta de placas' for a user with company-settings (what
 * `PUT /api/companies/{id}/plate-check-source` requires): the source of the plate checks, the company's
 * registered tags or Target with its service address, user and password. Saved at once with its own
 * button. The password is write-only: the field starts empty, a blank one keeps the stored password,
 * and 'Senha salva' says one is stored.
 */
export function PlateCheckSourceSettings() {
  const record = useRecordContext();
  const { canAccess: maySetUp } = useCanAccess({ resource: 'companies', action: 'settings' });
  if (!record || !maySetUp) return null;
  return (
    <Box component="section" aria-label="Consulta de placas" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Consulta de placas
      </Typography>
      <Settings key={String(record.id)} id={record.id} />
    </Box>
  );
}
