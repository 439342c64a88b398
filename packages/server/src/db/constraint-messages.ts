/**
 * The answer to a violated unique constraint (409): the field the form should mark and the pt-BR
 * message. Add a line here with each new unique index of `schema.ts`.
 */
export const UNIQUE_CONSTRAINT_MESSAGES: Readonly<Record<string, { field: string; message: string }>> = {
  users_email_unique: { field: 'email', message: 'Já existe um usuário com este e-mail.' },
  companies_cnpj_unique: { field: 'cnpj', message: 'Já existe uma empresa com este CNPJ.' },
  roles_name_unique: { field: 'name', message: 'Já existe um perfil com este nome.' },
  shippers_company_document_unique: {
    field: 'document',
    message: 'Já existe um embarcador com este CNPJ nesta empresa.',
  },
  plates_company_plate_unique: { field: 'plate', message: 'Esta placa já está cadastrada nesta empresa.' },
  plate_tags_plate_id_name_pk: { field: 'name', message: 'Esta placa já possui esta tag.' },
  cost_centers_company_name_unique: {
    field: 'name',
    message: 'Já existe um centro de custo com este nome nesta empresa.',
  },
  toll_plazas_pkey: { field: 'id', message: 'Já existe uma praça de pedágio com este id.' },
  toll_tariffs_plaza_date_multiplier_unique: {
    field: 'multiplier',
    message: 'Esta praça já tem uma tarifa com esta vigência e este multiplicador.',
  },
  weighing_stations_identity_unique: {
    field: 'nome',
    message: 'Já existe uma balança com este nome, rodovia, km e UF.',
  },
  freight_coefficients_cell_unique: {
    field: 'axles',
    message: 'Já existe um coeficiente para este ato, tabela, tipo de carga e eixos.',
  },
};
