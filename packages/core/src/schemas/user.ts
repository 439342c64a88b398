import { z } from 'zod';
import { emailField } from '../validation/field-schemas.ts';
import { permissionSchema } from '../permissions/permission-names.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import { entityIdSchema, entityIdTextSchema } from './primitives.ts';
import { MAX_IDS_PER_LIST, nameText, TEXT_LIMITS } from './text-fields.ts';

/** pt-BR message of a password shorter than {@link MIN_PASSWORD_LENGTH}. */
export const SHORT_PASSWORD_MESSAGE = 'A senha deve ter pelo menos 8 caracteres.';

/** Shortest password accepted for a user. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A user as the API answers it (`/api/users`): name, e-mail, whether the account may log in, role names,
 * permissions granted directly (on top of those of the roles), the ids of the companies the user belongs
 * to, and timestamps. Never the password.
 *
 * @example userSchema.parse({ id: 1, name: 'Ana', email: 'ana@acme.com.br', active: true, roles: ['admin'], permissions: [], company_ids: [3] })
 */
export const userSchema = z.object({
  id: entityIdTextSchema,
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  company_ids: z.array(entityIdTextSchema),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});

/** A user. */
export type User = z.infer<typeof userSchema>;

const userFields = {
  name: nameText(),
  email: emailField.transform((email) => email.toLowerCase()),
  password: z
    .string({ error: REQUIRED_MESSAGE })
    .min(MIN_PASSWORD_LENGTH, SHORT_PASSWORD_MESSAGE)
    .max(TEXT_LIMITS.password, `A senha deve ter no máximo ${TEXT_LIMITS.password} caracteres.`),
  active: z.boolean({ error: 'Valor inválido' }),
  roles: z
    .array(z.string().trim().min(1, REQUIRED_MESSAGE).max(TEXT_LIMITS.roleName), {
      error: 'Lista de perfis inválida',
    })
    .max(MAX_IDS_PER_LIST),
  permissions: z.array(permissionSchema, { error: 'Lista de permissões inválida' }).max(MAX_IDS_PER_LIST),
  company_ids: z.array(entityIdSchema, { error: 'Lista de empresas inválida' }).max(MAX_IDS_PER_LIST),
};

/**
 * Body of `POST /api/users`: `name` (at least 3 characters), `email` (stored lower-case, unique),
 * `password` (at least 8 characters), and optionally `active` (default `true`), `roles` (role names),
 * `permissions` (permission names granted directly) and `company_ids` (each default `[]`).
 */
export const userCreateSchema = z.object({
  ...userFields,
  active: userFields.active.default(true),
  roles: userFields.roles.default([]),
  permissions: userFields.permissions.default([]),
  company_ids: userFields.company_ids.default([]),
});

/** Body of a user creation. */
export type UserCreate = z.infer<typeof userCreateSchema>;

/**
 * Body of `PUT /api/users/{id}`: every creation field, each optional and without defaults, so an update
 * changes only what it names (a `password` sets a new one).
 */
export const userUpdateSchema = z.object(userFields).partial();

/** Body of a user update. */
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** Body of `PUT /api/users/{id}/permissions` and `PUT /api/roles/{id}/permissions`: the full new list. */
export const permissionAssignmentSchema = z.object({ permissions: userFields.permissions });

/** Body of a permission assignment. */
export type PermissionAssignment = z.infer<typeof permissionAssignmentSchema>;
