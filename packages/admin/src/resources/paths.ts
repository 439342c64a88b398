import type { Identifier } from 'react-admin';

/** SPEC §2 path of a record's edit page (`/shippers/{id}/edit`), not react-admin's `/shippers/{id}`. */
export function editPath(resource: string, id: Identifier): string {
  return `/${resource}/${encodeURIComponent(String(id))}/edit`;
}

/** SPEC §2 path of a record's show page (`/plates/{id}/show`). */
export function showPath(resource: string, id: Identifier): string {
  return `/${resource}/${encodeURIComponent(String(id))}/show`;
}
