import { maskCnpj, validateCnpj, vpoSupplierConfigUpdateSchema } from '@freight/core';
import type { RecordId, VpoSupplierConfig, VpoSupplierConfigUpdate } from '@freight/core';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
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

/** The data provider's calls for a company's VPO supplier (`GET`/`PUT /api/companies/{id}/vpo-supplier`). */
interface SupplierCalls {
  vpoSupplierConfig(id: RecordId): Promise<SettingsAnswer<VpoSupplierConfig>>;
  saveVpoSupplierConfig(
    id: RecordId,
    body: VpoSupplierConfigUpdate,
  ): Promise<SettingsAnswer<VpoSupplierConfig>>;
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

/** The body of a save, or the problems: the schema's, and the CNPJ's check digits. */
function check(draft: Draft) {
  const parsed = vpoSupplierConfigUpdateSchema.safeParse(draft);
  const found: Record<string, string> = parsed.success ? {} : issuesByField(parsed.error.issues);
  const cnpjProblem = draft.semparar_cnpj === '' ? null : validateCnpj(draft.semparar_cnpj);
  if (cnpjProblem) found['semparar_cnpj'] = cnpjProblem;
  return parsed.success && !cnpjProblem ? { body: parsed.data } : { errors: found };
}

function Settings({ id }: { id: RecordId }) {
  const dataProvider = useDataProvider() as unknown as SupplierCalls;
  const settings = useSupplierSettings({
    load: () => dataProvider.vpoSupplierConfig(id),
    save: (body: VpoSupplierConfigUpdate) => dataProvider.saveVpoSupplierConfig(id, body),
    draftOf,
    check,
    savedMessage: VPO_SUPPLIER_SAVED,
  });
  if ('placeholder' in settings) return settings.placeholder;
  const { config, draft, errors, busy, change, submit, outcome } = settings.form;

  const text = (field: Field, props: { type?: string; autoComplete?: string; hint?: string } = {}) => (
    <SettingsTextField
      label={LABELS[field]}
      value={draft[field]}
      onChange={(value) => change(field, field === 'semparar_cnpj' ? maskCnpj(value) : value)}
      error={errors[field]}
      busy={busy}
      {...props}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
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
      {text('semparar_url', { type: 'url', hint: 'Ex.: https://…' })}
      {text('semparar_cnpj')}
      {text('semparar_login', { autoComplete: 'off' })}
      {text('semparar_password', {
        type: 'password',
        autoComplete: 'new-password',
        hint: savedPasswordHint(config.has_password),
      })}
      <MuiButton type="submit" variant="contained" disabled={busy}>
        {busy ? SAVING_LABEL : 'Salvar fornecedor'}
      </MuiButton>
      {outcome}
    </Box>
  );
}

/**
 * The company edit page's 'Fornecedor de VPO' for a user with company-settings: whether Sem Parar is
 * enabled, its service address, the company's CNPJ there, the login and the password. Saved at once with
 * its own button (apart from the company's 'Salvar'). The password is write-only: the field starts empty,
 * a blank one keeps the stored password, and 'Senha salva' says one is stored.
 */
export function VpoSupplierSettings() {
  return (
    <CompanySettingsSection title="Fornecedor de VPO">{(id) => <Settings id={id} />}</CompanySettingsSection>
  );
}
