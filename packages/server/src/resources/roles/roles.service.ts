import { asc, eq, inArray } from 'drizzle-orm';
import type { Paged, Permission, Role, RoleCreate, RoleListQuery, RoleUpdate } from '@freight/core';
import { ROLE_ADMIN, ROLE_OPERATOR, ROLE_SUPER_ADMIN } from '@freight/core';
import type { Principal } from '../../access/principal.ts';
import type { Database } from '../../db/database.ts';
import { contains } from '../../db/filters.ts';
import { orderByTerms } from '../../db/list-order.ts';
import { paginate } from '../../db/paginate.ts';
import { permissions, rolePermissions, roles } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { ServerContext } from '../../server-context.ts';
import { assertMayGrant, permissionIds } from './role-permissions.ts';

type RoleRow = typeof roles.$inferSelect;

/** The column of each sortable field of the role list. */
const SORT_COLUMNS = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  created_at: roles.created_at,
  updated_at: roles.updated_at,
};

/** Roles the system relies on: never renamed nor deleted. */
export const BUILT_IN_ROLES: readonly string[] = [ROLE_SUPER_ADMIN, ROLE_ADMIN, ROLE_OPERATOR];

const BUILT_IN_MESSAGE = 'Perfis do sistema não podem ser renomeados nem excluídos.';
const SUPER_ADMIN_MESSAGE = 'O perfil super-admin tem todas as permissões e não pode ser alterado.';

async function withPermissions(db: Database, rows: readonly RoleRow[]): Promise<Role[]> {
  const ids = rows.map((row) => row.id);
  const grants =
    ids.length === 0
      ? []
      : await db
          .select({ role_id: rolePermissions.role_id, name: permissions.name })
          .from(rolePermissions)
          .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
          .where(inArray(rolePermissions.role_id, ids))
          .orderBy(asc(permissions.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: grants.filter((grant) => grant.role_id === row.id).map((grant) => grant.name),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

async function replacePermissions(db: Database, roleId: number, names: readonly Permission[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.role_id, roleId));
  const ids = await permissionIds(db, names);
  if (ids.length > 0) {
    await db.insert(rolePermissions).values(ids.map((permission_id) => ({ role_id: roleId, permission_id })));
  }
}

/**
 * Roles are shared by every company (see docs/decisions.md): anyone with role-list sees them all; by
 * default only super-admin manages them. Nobody grants a permission they do not hold.
 */
export function createRolesService(ctx: ServerContext) {
  const { db } = ctx;

  async function find(id: number): Promise<RoleRow> {
    const [row] = await db.select().from(roles).where(eq(roles.id, id));
    if (!row) throw notFound();
    return row;
  }

  async function one(id: number): Promise<Role> {
    const [role] = await withPermissions(db, [await find(id)]);
    if (!role) throw notFound();
    return role;
  }

  return {
    async list(query: RoleListQuery): Promise<Paged<Role>> {
      const where = contains(roles.name, query.name);
      const page = await paginate(query, {
        count: () => db.$count(roles, where),
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(roles)
            .where(where)
            .orderBy(...orderByTerms(query, SORT_COLUMNS, roles.id))
            .limit(limit)
            .offset(offset),
      });
      return { ...page, data: await withPermissions(db, page.data) };
    },

    get: one,

    async create(user: Principal, body: RoleCreate): Promise<Role> {
      assertMayGrant(user, body.permissions);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(roles)
          .values({ name: body.name, description: body.description ?? null })
          .returning({ id: roles.id });
        if (!row) throw new Error('insert returned no row');
        await replacePermissions(tx, row.id, body.permissions);
        return row.id;
      });
      return one(id);
    },

    async update(user: Principal, id: number, body: RoleUpdate): Promise<Role> {
      const current = await find(id);
      if (current.name === ROLE_SUPER_ADMIN) throw conflict(SUPER_ADMIN_MESSAGE);
      if (body.name !== undefined && body.name !== current.name && BUILT_IN_ROLES.includes(current.name)) {
        throw conflict(BUILT_IN_MESSAGE, { name: BUILT_IN_MESSAGE });
      }
      if (body.permissions) assertMayGrant(user, body.permissions);
      await db.transaction(async (tx) => {
        const { permissions: granted, ...fields } = body;
        if (Object.keys(fields).length > 0) await tx.update(roles).set(fields).where(eq(roles.id, id));
        if (granted) await replacePermissions(tx, id, granted);
      });
      return one(id);
    },

    async setPermissions(user: Principal, id: number, granted: readonly Permission[]): Promise<Role> {
      const current = await find(id);
      if (current.name === ROLE_SUPER_ADMIN) throw conflict(SUPER_ADMIN_MESSAGE);
      assertMayGrant(user, granted);
      await db.transaction((tx) => replacePermissions(tx, id, granted));
      return one(id);
    },

    async remove(id: number): Promise<void> {
      const current = await find(id);
      if (BUILT_IN_ROLES.includes(current.name)) throw conflict(BUILT_IN_MESSAGE);
      await db.delete(roles).where(eq(roles.id, id));
    },
  };
}
