import { userCreateSchema, validateEmail, validateName } from '@freight/core';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  PasswordInput,
  required,
  SelectArrayInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { Validator } from 'react-admin';
import { coreRule } from '../../ui/core-rule.ts';
import type { Choice } from './use-choices.ts';
import { useRoleChoices } from './use-choices.ts';

const nameRule = coreRule(validateName);
const emailRule = coreRule(validateEmail);

/** Core's password rule (at least 8 characters: 'A senha deve ter pelo menos 8 caracteres.'); blank passes. */
const passwordRule: Validator = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  const checked = userCreateSchema.shape.password.safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

/**
 * User fields: 'Nome', 'E-mail', 'Ativo', 'Perfis' (from `GET /api/roles`), 'Empresas' (the editor's
 * companies) and the password — required on creation, optional on the edit page ('Nova senha': blank
 * keeps the current one). No password is ever read back.
 */
export function UserForm({
  mode,
  companies,
  toolbar,
}: {
  mode: 'create' | 'edit';
  /** `null` while they load: the form waits for them. */
  companies: readonly Choice[] | null;
  toolbar?: ReactElement;
}) {
  const record = useRecordContext();
  const roles = useRoleChoices(Array.isArray(record?.roles) ? (record.roles as string[]) : []);
  if (!companies) return null;
  const known = companies.map((company) => String(company.id));
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="name" validate={nameRule} />
      <TextInput source="email" type="email" validate={emailRule} />
      <BooleanInput source="active" defaultValue={true} />
      <SelectArrayInput source="roles" choices={roles} />
      <SelectArrayInput
        source="company_ids"
        choices={[...companies]}
        defaultValue={mode === 'create' && companies[0] ? [companies[0].id] : undefined}
        format={(ids: unknown) => (Array.isArray(ids) ? ids.filter((id) => known.includes(String(id))) : [])}
      />
      {mode === 'create' ? (
        <PasswordInput source="password" validate={[required(), passwordRule]} autoComplete="new-password" />
      ) : (
        <PasswordInput
          source="password"
          label="resources.users.fields.new_password"
          helperText="Deixe em branco para manter a senha atual."
          validate={passwordRule}
          autoComplete="new-password"
        />
      )}
    </SimpleForm>
  );
}
