import type { PermissionInfo } from '@freight/core';

/** The actions every administered resource has: the matrix's columns, in order. */
export const MATRIX_ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;

/** One of {@link MATRIX_ACTIONS}. */
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];

/** pt-BR heading of each column. */
export const ACTION_LABELS: Readonly<Record<MatrixAction, string>> = {
  list: 'Listar',
  show: 'Ver',
  create: 'Cadastrar',
  edit: 'Alterar',
  delete: 'Excluir',
};

/** pt-BR name of each resource of the permission names (`company` of `company-list`). */
const RESOURCE_LABELS: Readonly<Record<string, string>> = {
  company: 'Empresas',
  shipper: 'Embarcadores',
  plate: 'Placas',
  'cost-center': 'Centros de custo',
  'vehicle-type': 'Tipos de veículo',
  route: 'Rotas',
  user: 'Usuários',
  role: 'Perfis',
  vpo: 'VPO',
  'plate-check': 'Consultas de placa',
  'toll-plaza': 'Praças de pedágio',
  'weighing-station': 'Balanças',
  'freight-coefficient': 'Tabela de frete',
};

/** A row of the matrix: one resource, its permissions by action, and its actions of its own. */
export interface MatrixRow {
  /** The resource part of the names (`cost-center`). */
  readonly resource: string;
  /** Its pt-BR name ('Centros de custo'; the resource part when unknown). */
  readonly label: string;
  readonly cells: Partial<Record<MatrixAction, PermissionInfo>>;
  /** The resource's other permissions (`company-settings`, `route-export`, `toll-plaza-import`). */
  readonly others: PermissionInfo[];
}

const isMatrixAction = (action: string): action is MatrixAction =>
  (MATRIX_ACTIONS as readonly string[]).includes(action);

/**
 * The permission catalogue as a matrix (docs/permissions.md: `<resource>-<action>`): one row per
 * resource in the catalogue's order, the five usual actions as columns and the rest of a resource's
 * permissions beside them. A name without a hyphen is a resource of its own with one other permission.
 *
 * @example permissionMatrix([{ name: 'company-list', description: 'Listar empresas' }])[0].cells.list
 */
export function permissionMatrix(catalogue: readonly PermissionInfo[]): MatrixRow[] {
  const rows = new Map<string, { cells: MatrixRow['cells']; others: PermissionInfo[] }>();
  for (const permission of catalogue) {
    const cut = permission.name.lastIndexOf('-');
    const resource = cut > 0 ? permission.name.slice(0, cut) : permission.name;
    const action = cut > 0 ? permission.name.slice(cut + 1) : '';
    const row = rows.get(resource) ?? { cells: {}, others: [] };
    rows.set(resource, row);
    if (isMatrixAction(action) && !row.cells[action]) row.cells = { ...row.cells, [action]: permission };
    else row.others.push(permission);
  }
  return [...rows].map(([resource, row]) => ({
    resource,
    label: Object.hasOwn(RESOURCE_LABELS, resource) ? (RESOURCE_LABELS[resource] ?? resource) : resource,
    ...row,
  }));
}
