import type { RaRecord } from 'react-admin';

/**
 * The body of a user save: name, e-mail, active, roles, the companies among `companyIds` (the
 * editor's: the server keeps the user's other companies) and the password only when one was typed
 * (blank on the edit page keeps the current one). Never the id, timestamps or direct permissions.
 */
export function userBody(data: RaRecord, companyIds: readonly (string | number)[] | null) {
  const chosen: unknown[] = Array.isArray(data.company_ids) ? data.company_ids : [];
  const known = companyIds?.map(String);
  const body: Record<string, unknown> = {
    name: data.name,
    email: data.email,
    active: data.active ?? true,
    roles: Array.isArray(data.roles) ? data.roles : [],
    company_ids: known ? chosen.filter((id) => known.includes(String(id))) : chosen,
  };
  if (typeof data.password === 'string' && data.password !== '') body.password = data.password;
  return body;
}
