import { validateName } from '@freight/core';
import type { ReactElement } from 'react';
import { SimpleForm, TextInput } from 'react-admin';
import { coreRule } from '../../ui/core-rule.ts';
import { PermissionMatrixInput } from './PermissionMatrix.tsx';

const nameRule = coreRule(validateName);

/** Role fields: name, description and the permission matrix. */
export function RoleForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="name" validate={nameRule} />
      <TextInput source="description" multiline minRows={2} />
      <PermissionMatrixInput source="permissions" />
    </SimpleForm>
  );
}
