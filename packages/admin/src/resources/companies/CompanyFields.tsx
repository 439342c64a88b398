import { maskCnpj, validateCnpj, validateName } from '@freight/core';
import { TextInput } from 'react-admin';
import { coreRule } from '../../ui/core-rule.ts';

const nameRule = coreRule(validateName);
const cnpjRule = coreRule(validateCnpj);

/** What the CNPJ field holds while typing: core's mask, numeric or alphanumeric. */
const masked = (value: unknown): string => maskCnpj(typeof value === 'string' ? value : '');

/**
 * A company's own fields: 'Nome', 'Razão social' (core's name rule) and 'CNPJ' (core's mask and rule,
 * numeric or alphanumeric with check digits: 'CNPJ Inválido').
 */
export function CompanyFields() {
  return (
    <>
      <TextInput source="name" validate={nameRule} />
      <TextInput source="legal_name" validate={nameRule} />
      <TextInput source="cnpj" validate={cnpjRule} format={masked} parse={masked} />
    </>
  );
}
