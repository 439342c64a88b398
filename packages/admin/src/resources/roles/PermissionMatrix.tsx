import type { PermissionInfo } from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { InputHelperText, useInput, usePermissions, useRecordContext } from 'react-admin';
import { ACTION_LABELS, MATRIX_ACTIONS, permissionMatrix } from './permission-matrix.ts';
import { usePermissionCatalogue } from './use-permission-catalogue.ts';

/** One permission: a checkbox named by the permission's name (docs/permissions.md), its description as a hint. */
function PermissionBox({
  permission,
  checked,
  disabled,
  onToggle,
}: {
  permission: PermissionInfo;
  checked: boolean;
  disabled: boolean;
  onToggle?: (name: string) => void;
}) {
  return (
    <FormControlLabel
      title={permission.description}
      sx={{ m: 0, whiteSpace: 'nowrap' }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          disabled={disabled}
          onChange={() => onToggle?.(permission.name)}
        />
      }
      label={
        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
          {permission.name}
        </Typography>
      }
    />
  );
}

/**
 * The permissions as a matrix: a row per resource, a column per action (list, show, create, edit,
 * delete) and the resource's other permissions in 'Outras', from the server's catalogue. `granted` are
 * the checked names; without `onToggle` it only shows them. `grantable` tells which names the user may
 * grant (the others stay as they are: nobody grants what they do not hold).
 */
export function PermissionTable({
  granted,
  onToggle,
  grantable,
}: {
  granted: readonly string[];
  onToggle?: (name: string) => void;
  grantable?: (name: string) => boolean;
}) {
  const state = usePermissionCatalogue();
  const rows = useMemo(() => (state.status === 'loaded' ? permissionMatrix(state.catalogue) : []), [state]);
  if (state.status === 'loading') return <Typography>Carregando...</Typography>;
  if (state.status === 'failed') return <Alert severity="error">{state.message}</Alert>;
  const box = (permission: PermissionInfo) => (
    <PermissionBox
      key={permission.name}
      permission={permission}
      checked={granted.includes(permission.name)}
      disabled={!onToggle || !(grantable?.(permission.name) ?? true)}
      onToggle={onToggle}
    />
  );
  return (
    <Box sx={{ overflowX: 'auto', width: '100%' }}>
      <Table size="small" aria-label="Permissões">
        <TableHead>
          <TableRow>
            <TableCell component="th">Recurso</TableCell>
            {MATRIX_ACTIONS.map((action) => (
              <TableCell key={action} component="th">
                {ACTION_LABELS[action]}
              </TableCell>
            ))}
            <TableCell component="th">Outras</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.resource}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {MATRIX_ACTIONS.map((action) => {
                const permission = row.cells[action];
                return <TableCell key={action}>{permission ? box(permission) : null}</TableCell>;
              })}
              <TableCell>
                <Box sx={{ display: 'flex', flexDirection: 'column' }}>{row.others.map(box)}</Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The role form's `permissions` (names), edited in the matrix. */
export function PermissionMatrixInput({ source }: { source: string }) {
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const { permissions } = usePermissions<string[]>();
  const granted: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const held = Array.isArray(permissions) ? permissions : [];
  const toggle = (name: string) =>
    field.onChange(granted.includes(name) ? granted.filter((one) => one !== name) : [...granted, name]);
  return (
    <Box sx={{ width: '100%', my: 1 }}>
      <Typography variant="subtitle1" component="h2">
        Permissões
      </Typography>
      <PermissionTable
        granted={granted}
        onToggle={toggle}
        grantable={(name) => held.includes(name) || granted.includes(name)}
      />
      <Typography variant="caption" color="error">
        <InputHelperText error={fieldState.error?.message} helperText={false} />
      </Typography>
    </Box>
  );
}

/** The shown role's permissions, read-only. */
export function PermissionMatrixField() {
  const record = useRecordContext();
  const granted: unknown = record?.permissions;
  return <PermissionTable granted={Array.isArray(granted) ? (granted as string[]) : []} />;
}
