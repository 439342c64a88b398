import type { RecordId } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';

/** A settings call's answer: the stored settings (never the password) and the server's message. */
export interface SettingsAnswer<C> {
  data: C;
  message: string;
}

/** What a section says of the stored password (write-only: the field itself always starts empty). */
export function savedPasswordHint(hasPassword: boolean): string {
  return hasPassword
    ? 'Senha salva. Deixe em branco para mantê-la ou digite outra para substituí-la.'
    : 'Nenhuma senha salva.';
}

/** The server's per-field messages of a refused save. */
function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'Ocorreu um erro.';
}

/** How a section of supplier settings loads, checks and saves its form. */
export interface SupplierSettingsOptions<C, D, B> {
  load(): Promise<SettingsAnswer<C>>;
  save(body: B): Promise<SettingsAnswer<C>>;
  /** The form of stored settings (the password empty). */
  draftOf(config: C): D;
  /** The body to send, or the per-field problems that keep it from being sent. */
  check(draft: D): { body: B } | { errors: Record<string, string> };
  /** What the section says when the server answered a save without a message. */
  savedMessage: string;
}

/** A loaded section's state and actions. */
export interface SupplierSettingsForm<C, D> {
  config: C;
  draft: D;
  errors: Record<string, string | undefined>;
  busy: boolean;
  /** Sets `field` to `value` and clears the problem shown under `errorKey` (the field by default). */
  change<K extends keyof D>(field: K, value: D[K], errorKey?: string): void;
  submit(event: FormEvent): void;
  /** 'Sucesso' or the server's refusal, below the form. */
  outcome: ReactNode;
}

/**
 * The state of a company's supplier settings section (VPO supplier, plate-check source): loads the
 * stored settings, keeps what the user types through a refusal (the server's message below, its
 * per-field messages under the fields), saves at once with the section's own button. Before the settings
 * arrive it answers the element to show instead: a progress bar, or the error that kept them away.
 */
export function useSupplierSettings<C, D, B>(
  options: SupplierSettingsOptions<C, D, B>,
): { form: SupplierSettingsForm<C, D> } | { placeholder: ReactNode } {
  const { load, save, draftOf, check, savedMessage } = options;
  const [config, setConfig] = useState<C | null>(null);
  const [draft, setDraft] = useState<D | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    load().then(
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
    // once: `load` belongs to the section, which is remounted for another company
  }, []);

  if (!draft || config === null) {
    return {
      placeholder: outcome ? (
        <Alert severity="error">{outcome.message}</Alert>
      ) : (
        <LinearProgress aria-label="Carregando..." />
      ),
    };
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = check(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const answer = await save(checked.body);
      setConfig(answer.data);
      setDraft(draftOf(answer.data));
      setErrors({});
      setOutcome({ kind: 'success', message: answer.message || savedMessage });
    } catch (error) {
      setErrors(fieldErrors(error));
      setOutcome({ kind: 'error', message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return {
    form: {
      config,
      draft,
      errors,
      busy,
      change: (field, value, errorKey) => {
        setDraft({ ...draft, [field]: value });
        setErrors({ ...errors, [errorKey ?? String(field)]: undefined });
      },
      submit: (event) => void submit(event),
      outcome: outcome ? (
        <Alert severity={outcome.kind} sx={{ mt: 2 }}>
          {outcome.message}
        </Alert>
      ) : null,
    },
  };
}

/** The problems of a zod check, per first path segment. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/** One text field of a settings form: its label, value, problem (or hint), disabled while saving. */
export function SettingsTextField({
  label,
  value,
  onChange,
  error,
  hint,
  busy,
  type,
  autoComplete,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  busy: boolean;
  type?: string;
  autoComplete?: string;
  required?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
      type={type}
      autoComplete={autoComplete}
      disabled={busy}
      required={required}
      size="small"
      fullWidth
      sx={{ mb: 2 }}
    />
  );
}

/**
 * A section of the company edit page for a user with company-settings, titled `title`: `children`
 * renders its form for the company (a fresh form per company).
 */
export function CompanySettingsSection({
  title,
  children,
}: {
  title: string;
  children: (id: RecordId) => ReactNode;
}) {
  const record = useRecordContext();
  const { canAccess: maySetUp } = useCanAccess({ resource: 'companies', action: 'settings' });
  if (!record || !maySetUp) return null;
  return (
    <Box component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box key={String(record.id)}>{children(record.id)}</Box>
    </Box>
  );
}
