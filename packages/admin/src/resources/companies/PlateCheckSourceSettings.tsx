import { PLATE_CHECK_SOURCE_LABELS, PLATE_CHECK_SOURCES, plateCheckConfigUpdateSchema } from '@freight/core';
import type { PlateCheckConfig, PlateCheckConfigUpdate, PlateCheckSource, RecordId } from '@freight/core';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useDataProvider } from 'react-admin';
import { SAVING_LABEL } from '../FormToolbar.tsx';
import {
  CompanySettingsSection,
  issuesByField,
  savedPasswordHint,
  SettingsTextField,
  useSupplierSettings,
} from './supplier-settings.tsx';
import type { SettingsAnswer } from './supplier-settings.tsx';

/** The data provider's calls for a company's plate-check source (`GET`/`PUT …/plate-check-source`). */
interface SourceCalls {
  plateCheckSourceConfig(id: RecordId): Promise<SettingsAnswer<PlateCheckConfig>>;
  savePlateCheckSourceConfig(
    id: RecordId,
    body: PlateCheckConfigUpdate,
  ): Promise<SettingsAnswer<PlateCheckConfig>>;
}

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

/** The body of a save: the URL and user go along with 'built-in' too, so switching back loses nothing. */
function check(draft: Draft) {
  const parsed = plateCheckConfigUpdateSchema.safeParse({
    target_enabled: draft.source === 'target',
    target_url: draft.target_url,
    target_login: draft.target_login,
    target_password: draft.target_password,
  });
  return parsed.success ? { body: parsed.data } : { errors: issuesByField(parsed.error.issues) };
}

function Settings({ id }: { id: RecordId }) {
  const dataProvider = useDataProvider() as unknown as SourceCalls;
  const labelId = useId();
  const settings = useSupplierSettings({
    load: () => dataProvider.plateCheckSourceConfig(id),
    save: (body: PlateCheckConfigUpdate) => dataProvider.savePlateCheckSourceConfig(id, body),
    draftOf,
    check,
    savedMessage: PLATE_CHECK_SOURCE_SAVED,
  });
  if ('placeholder' in settings) return settings.placeholder;
  const { config, draft, errors, busy, change, submit, outcome } = settings.form;

  const text = (
    field: 'target_url' | 'target_login' | 'target_password',
    props: { type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <SettingsTextField
      label={LABELS[field]}
      value={draft[field]}
      onChange={(value) => change(field, value)}
      error={errors[field]}
      busy={busy}
      required={field !== 'target_password'}
      {...props}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
      <FormControl error={Boolean(errors['target_enabled'])} disabled={busy} sx={{ mb: 1 }}>
        <FormLabel id={labelId}>{LABELS.source}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={draft.source}
          onChange={(event) => change('source', event.target.value as PlateCheckSource, 'target_enabled')}
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
        {errors['target_enabled'] ? <FormHelperText>{errors['target_enabled']}</FormHelperText> : null}
      </FormControl>
      {draft.source === 'target' ? (
        <>
          {text('target_url', { type: 'url', hint: 'Ex.: https://…' })}
          {text('target_login', { autoComplete: 'off' })}
          {text('target_password', {
            type: 'password',
            autoComplete: 'new-password',
            hint: savedPasswordHint(config.has_password),
          })}
        </>
      ) : null}
      <Box>
        <MuiButton type="submit" variant="contained" disabled={busy}>
          {busy ? SAVING_LABEL : 'Salvar consulta de placas'}
        </MuiButton>
      </Box>
      {outcome}
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
  return (
    <CompanySettingsSection title="Consulta de placas">{(id) => <Settings id={id} />}</CompanySettingsSection>
  );
}
