import { z } from 'zod';
import { PERMISSION_DESCRIPTIONS, permissionSchema } from '../permissions/permission-names.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import { entityIdTextSchema } from './primitives.ts';
import { MAX_IDS_PER_LIST, TEXT_LIMITS } from './text-fields.ts';

/**
 * A role as the API answers it (`/api/roles`): a unique name (`super-admin`, `admin`, `operator` are
 * built in), a description and the permissions it grants.
 *
 * @example roleSchema.parse({ id: 2, name: 'admin', description: null, permissions: ['user-list'] })
 */
export const roleSchema = z.object({
  id: entityIdTextSchema,
  name: z.string(),
  description: z.string().nullish(),
  permissions: z.array(z.string()),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

/** A role. */
export type Role = z.infer<typeof roleSchema>;

const roleFields = {
  name: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(3, REQUIRED_MESSAGE)
    .max(TEXT_LIMITS.roleName, `O nome deve ter no máximo ${TEXT_LIMITS.roleName} caracteres.`),
  description: z
    .string()
    .trim()
    .max(TEXT_LIMITS.description, `A descrição deve ter no máximo ${TEXT_LIMITS.description} caracteres.`)
    .nullable(),
  permissions: z.array(permissionSchema, { error: 'Lista de permissões inválida' }).max(MAX_IDS_PER_LIST),
};

/**
 * Body of `POST /api/roles`: `name` (unique, 3 to 60 characters), optional `description` and
 * `permissions` (permission names, default `[]`).
 */
export const roleCreateSchema = z.object({
  ...roleFields,
  description: roleFields.description.optional(),
  permissions: roleFields.permissions.default([]),
});

/** Body of a role creation. */
export type RoleCreate = z.infer<typeof roleCreateSchema>;

/** Body of `PUT /api/roles/{id}`: every creation field, each optional and without defaults. */
export const roleUpdateSchema = z.object(roleFields).partial();

/** Body of a role update. */
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

/**
 * An entry of the permission catalogue (`GET /api/permissions`): the name and what it allows.
 *
 * @example permissionInfoSchema.parse({ name: 'route-create', description: 'Criar e salvar rotas' })
 */
export const permissionInfoSchema = z.object({ name: z.string(), description: z.string() });

/** An entry of the permission catalogue. */
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

/** The permission catalogue, as `GET /api/permissions` answers it. */
export function permissionCatalogue(): PermissionInfo[] {
  return Object.entries(PERMISSION_DESCRIPTIONS).map(([name, description]) => ({ name, description }));
}
