import { z } from 'zod';

/**
 * Every named permission, `<resource>-<action>`, with what it allows (pt-BR, shown by the admin).
 * `route-create` and `plate-create` come from SPEC §6; the rest follow the same pattern for every
 * administered resource (list, show, create, edit, delete) plus a few actions of their own (`-import`:
 * CSV import of reference data). Toll tariffs are part of their plaza: the `toll-plaza-*` names cover them.
 * `docs/permissions.md` documents the set.
 */
export const PERMISSION_DESCRIPTIONS = {
  'company-list': 'Listar empresas',
  'company-show': 'Ver uma empresa',
  'company-create': 'Cadastrar empresas',
  'company-edit': 'Alterar dados de empresas',
  'company-delete': 'Excluir empresas',
  'company-settings': 'Alterar configurações e identidade visual de empresas',
  'shipper-list': 'Listar embarcadores',
  'shipper-show': 'Ver um embarcador',
  'shipper-create': 'Cadastrar embarcadores',
  'shipper-edit': 'Alterar embarcadores',
  'shipper-delete': 'Excluir embarcadores',
  'plate-list': 'Listar placas',
  'plate-show': 'Ver uma placa e suas tags',
  'plate-create': 'Cadastrar placas',
  'plate-edit': 'Alterar placas',
  'plate-delete': 'Excluir placas',
  'cost-center-list': 'Listar centros de custo',
  'cost-center-show': 'Ver um centro de custo',
  'cost-center-create': 'Cadastrar centros de custo',
  'cost-center-edit': 'Alterar centros de custo',
  'cost-center-delete': 'Excluir centros de custo',
  'vehicle-type-list': 'Listar tipos de veículo',
  'route-list': 'Listar rotas salvas',
  'route-show': 'Ver uma rota salva',
  'route-create': 'Criar e salvar rotas',
  'route-edit': 'Alterar rotas salvas',
  'route-delete': 'Excluir rotas salvas',
  'route-export': 'Exportar rotas salvas (XLSX, CSV)',
  'route-calculate': 'Calcular rotas com pedágios',
  'user-list': 'Listar usuários',
  'user-show': 'Ver um usuário',
  'user-create': 'Cadastrar usuários',
  'user-edit': 'Alterar usuários, seus perfis e permissões',
  'user-delete': 'Excluir usuários',
  'role-list': 'Listar perfis',
  'role-show': 'Ver um perfil',
  'role-create': 'Cadastrar perfis',
  'role-edit': 'Alterar perfis e suas permissões',
  'role-delete': 'Excluir perfis',
  'vpo-buy': 'Comprar VPO (vale-pedágio obrigatório) para rotas salvas',
  'vpo-list': 'Listar relatórios de VPO',
  'vpo-show': 'Ver um VPO, seu histórico e imprimir o recibo',
  'vpo-cancel': 'Cancelar VPO',
  'vpo-export': 'Exportar relatórios de VPO (XLSX) e conciliar extratos',
  'plate-check-list': 'Listar consultas de placa',
  'plate-check-show': 'Ver uma consulta de placa',
  'plate-check': 'Consultar placas nas operadoras de tag',
  'plate-check-delete': 'Excluir consultas de placa',
  'plate-check-cancel': 'Cancelar consultas de placa',
  'plate-check-export': 'Exportar consultas de placa',
  'toll-plaza-list': 'Listar praças de pedágio e ver suas tarifas no mapa',
  'toll-plaza-show': 'Ver uma praça de pedágio e todas as suas tarifas',
  'toll-plaza-create': 'Cadastrar praças de pedágio e tarifas',
  'toll-plaza-edit': 'Alterar praças de pedágio e tarifas',
  'toll-plaza-delete': 'Excluir praças de pedágio e tarifas',
  'toll-plaza-import': 'Importar praças de pedágio e tarifas (CSV)',
  'weighing-station-list': 'Listar balanças e vê-las no mapa',
  'weighing-station-show': 'Ver uma balança',
  'weighing-station-create': 'Cadastrar balanças',
  'weighing-station-edit': 'Alterar balanças',
  'weighing-station-delete': 'Excluir balanças',
  'weighing-station-import': 'Importar balanças (CSV)',
  'freight-coefficient-list': 'Listar coeficientes da tabela de frete (piso mínimo ANTT)',
  'freight-coefficient-show': 'Ver um coeficiente da tabela de frete',
  'freight-coefficient-create': 'Cadastrar coeficientes da tabela de frete',
  'freight-coefficient-edit': 'Alterar coeficientes da tabela de frete',
  'freight-coefficient-delete': 'Excluir coeficientes da tabela de frete',
  'freight-coefficient-import': 'Importar coeficientes da tabela de frete (CSV)',
} as const;

/** A permission name. */
export type Permission = keyof typeof PERMISSION_DESCRIPTIONS;

/** Every permission name, in the order of {@link PERMISSION_DESCRIPTIONS}. */
export const PERMISSIONS = Object.keys(PERMISSION_DESCRIPTIONS) as readonly Permission[];

/**
 * A known permission name; message 'Permissão desconhecida.' otherwise.
 *
 * @example permissionSchema.parse('route-create') // 'route-create'
 */
export const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]], {
  error: () => 'Permissão desconhecida.',
});

/** Whether `name` is a permission name. */
export function isPermission(name: string): name is Permission {
  return Object.hasOwn(PERMISSION_DESCRIPTIONS, name);
}
