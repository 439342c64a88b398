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
};
