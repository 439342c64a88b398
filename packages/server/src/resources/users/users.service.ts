import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Paged, Permission, User, UserCreate, UserListQuery, UserUpdate } from '@freight/core';
import { ROLE_SUPER_ADMIN } from '@freight/core';
import type { Principal } from '../../access/principal.ts';
import { hashPassword } from '../../auth/password.ts';
import { END_SESSIONS, endSessions, endsSessions } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { contains } from '../../db/filters.ts';
import { orderByTerms } from '../../db/list-order.ts';
import { paginate } from '../../db/paginate.ts';
import {
  companies,
  permissions,
  rolePermissions,
  roles,
  userCompanies,
  userPermissions,
  userRoles,
  users,
} from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../http/http-error.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { assertMayGrant, permissionIds } from '../roles/role-permissions.ts';

type UserRow = typeof users.$inferSelect;

/** The column of each sortable field of the user list. */
const SORT_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  active: users.active,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

const NO_COMPANY_MESSAGE = 'Informe ao menos uma empresa.';
const UNKNOWN_ROLE_MESSAGE = 'Perfil desconhecido.';
const SELF_DELETE_MESSAGE = 'Você não pode excluir o seu próprio usuário.';

/** Users that share a company with `user` (all for super-admin). */
function visibleTo(db: Database, user: Principal): SQL | undefined {
  if (user.isSuperAdmin) return undefined;
  if (user.companyIds.length === 0) return sql`false`;
  return inArray(
    users.id,
    db
      .select({ id: userCompanies.user_id })
      .from(userCompanies)
      .where(inArray(userCompanies.company_id, [...user.companyIds])),
  );
}

async function withRelations(db: Database, rows: readonly UserRow[]): Promise<User[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [roleRows, permissionRows, companyRows] = await Promise.all([
    db
      .select({ user_id: userRoles.user_id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(inArray(userRoles.user_id, ids))
      .orderBy(asc(roles.name)),
    db
      .select({ user_id: userPermissions.user_id, name: permissions.name })
      .from(userPermissions)
      .innerJoin(permissions, eq(permissions.id, userPermissions.permission_id))
      .where(inArray(userPermissions.user_id, ids))
      .orderBy(asc(permissions.id)),
    db
      .select({ user_id: userCompanies.user_id, company_id: userCompanies.company_id })
      .from(userCompanies)
      .where(inArray(userCompanies.user_id, ids))
      .orderBy(asc(userCompanies.company_id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    active: row.active,
    roles: roleRows.filter((r) => r.user_id === row.id).map((r) => r.name),
    permissions: permissionRows.filter((p) => p.user_id === row.id).map((p) => p.name),
    company_ids: companyRows.filter((c) => c.user_id === row.id).map((c) => c.company_id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

/**
 * Users sharing a company with the caller (super-admin: all). Who is not super-admin may only place
 * users in their own companies, grant roles and permissions they hold themselves, and never touch a
 * super-admin.
 */
export function createUsersService(ctx: ServerContext) {
  const { db } = ctx;

  async function load(where: SQL | undefined): Promise<User> {
    const [row] = await db.select().from(users).where(where);
    const [found] = row ? await withRelations(db, [row]) : [];
    if (!found) throw notFound();
    return found;
  }

  const findUser = (user: Principal, id: number): Promise<User> =>
    load(and(visibleTo(db, user), eq(users.id, id)));

  /** Ids of `names` as roles; 422 for unknown names; 403 for roles granting what the caller lacks. */
  async function grantableRoles(user: Principal, names: readonly string[], alreadyHeld: readonly string[]) {
    const wanted = [...new Set(names)];
    if (wanted.length === 0) return [];
    const found = await db
      .select({ id: roles.id, name: roles.name })
      .from(roles)
      .where(inArray(roles.name, wanted));
    if (found.length !== wanted.length) throw invalid({ roles: UNKNOWN_ROLE_MESSAGE });
    const added = found.filter((role) => !alreadyHeld.includes(role.name));
    if (!user.isSuperAdmin && added.length > 0) {
      if (added.some((role) => role.name === ROLE_SUPER_ADMIN)) throw forbidden();
      const grants = await db
        .selectDistinct({ name: permissions.name })
        .from(rolePermissions)
        .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
        .where(
          inArray(
            rolePermissions.role_id,
            added.map((role) => role.id),
          ),
        );
      assertMayGrant(
        user,
        grants.map((grant) => grant.name),
      );
    }
    return found.map((role) => role.id);
  }

  /** The companies to store: 422 for companies the caller may not use (or that do not exist). */
  async function checkCompanies(user: Principal, ids: readonly number[]): Promise<number[]> {
    const wanted = [...new Set(ids)];
    if (!user.isSuperAdmin && wanted.some((id) => !user.companyIds.includes(id))) {
      throw invalid({ company_ids: MESSAGES.invalidCompany });
    }
    if (wanted.length > 0) {
      const found = await db
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.id, wanted));
      if (found.length !== wanted.length) throw invalid({ company_ids: MESSAGES.invalidCompany });
    }
    return wanted;
  }

  function assertMayManage(user: Principal, target: User): void {
    if (!user.isSuperAdmin && target.roles.includes(ROLE_SUPER_ADMIN)) throw forbidden();
  }

  async function writeRelations(
    tx: Database,
    userId: number,
    relations: { roleIds?: number[]; permissionIds?: number[]; companyIds?: number[] },
  ): Promise<void> {
    if (relations.roleIds) {
      await tx.delete(userRoles).where(eq(userRoles.user_id, userId));
      if (relations.roleIds.length > 0) {
        await tx.insert(userRoles).values(relations.roleIds.map((role_id) => ({ user_id: userId, role_id })));
      }
    }
    if (relations.permissionIds) {
      await tx.delete(userPermissions).where(eq(userPermissions.user_id, userId));
      if (relations.permissionIds.length > 0) {
        await tx
          .insert(userPermissions)
          .values(relations.permissionIds.map((permission_id) => ({ user_id: userId, permission_id })));
      }
    }
    if (relations.companyIds) {
      await tx.delete(userCompanies).where(eq(userCompanies.user_id, userId));
      if (relations.companyIds.length > 0) {
        await tx
          .insert(userCompanies)
          .values(relations.companyIds.map((company_id) => ({ user_id: userId, company_id })));
      }
    }
  }

  async function setDirectPermissions(user: Principal, target: User, granted: readonly Permission[]) {
    assertMayGrant(
      user,
      granted.filter((name) => !target.permissions.includes(name)),
    );
    return permissionIds(db, granted);
  }

  return {
    async list(user: Principal, query: UserListQuery): Promise<Paged<User>> {
      const where = and(
        visibleTo(db, user),
        contains(users.name, query.name),
        contains(users.email, query.email),
      );
      const page = await paginate(query, {
        count: () => db.$count(users, where),
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(users)
            .where(where)
            .orderBy(...orderByTerms(query, SORT_COLUMNS, users.id))
            .limit(limit)
            .offset(offset),
      });
      return { ...page, data: await withRelations(db, page.data) };
    },

    get: findUser,

    async create(user: Principal, body: UserCreate): Promise<User> {
      const companyIds = await checkCompanies(user, body.company_ids);
      if (!user.isSuperAdmin && companyIds.length === 0) throw invalid({ company_ids: NO_COMPANY_MESSAGE });
      const roleIds = await grantableRoles(user, body.roles, []);
      assertMayGrant(user, body.permissions);
      const directIds = await permissionIds(db, body.permissions);
      const password_hash = await hashPassword(body.password);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ name: body.name, email: body.email, password_hash, active: body.active })
          .returning({ id: users.id });
        if (!row) throw new Error('insert returned no row');
        await writeRelations(tx, row.id, { roleIds, permissionIds: directIds, companyIds });
        return row.id;
      });
      return findUser(user, id);
    },

    async update(user: Principal, id: number, body: UserUpdate): Promise<User> {
      const target = await findUser(user, id);
      assertMayManage(user, target);
      const roleIds = body.roles ? await grantableRoles(user, body.roles, target.roles) : undefined;
      const directIds = body.permissions
        ? await setDirectPermissions(user, target, body.permissions)
        : undefined;
      let companyIds: number[] | undefined;
      if (body.company_ids) {
        const chosen = await checkCompanies(user, body.company_ids);
        const kept = user.isSuperAdmin
          ? []
          : target.company_ids.filter((cid) => !user.companyIds.includes(cid));
        companyIds = [...new Set([...kept, ...chosen])];
      }
      const password_hash = body.password === undefined ? undefined : await hashPassword(body.password);
      const fields = Object.fromEntries(
        Object.entries({ name: body.name, email: body.email, active: body.active, password_hash }).filter(
          ([, value]) => value !== undefined,
        ),
      );
      const ends = endsSessions(target, { ...body, company_ids: companyIds });
      await db.transaction(async (tx) => {
        const set = ends ? { ...fields, ...END_SESSIONS } : fields;
        if (Object.keys(set).length > 0) await tx.update(users).set(set).where(eq(users.id, id));
        await writeRelations(tx, id, { roleIds, permissionIds: directIds, companyIds });
      });
      return load(eq(users.id, id));
    },

    async setPermissions(user: Principal, id: number, granted: readonly Permission[]): Promise<User> {
      const target = await findUser(user, id);
      assertMayManage(user, target);
      const directIds = await setDirectPermissions(user, target, granted);
      await db.transaction(async (tx) => {
        await writeRelations(tx, id, { permissionIds: directIds });
        if (endsSessions(target, { permissions: granted })) await endSessions(tx, id);
      });
      return findUser(user, id);
    },

    /** Ends every session of a user the caller manages (their tokens answer 401 from the next call on). */
    async endSessions(user: Principal, id: number): Promise<void> {
      const target = await findUser(user, id);
      assertMayManage(user, target);
      await endSessions(db, id);
    },

    /** Deletes a user whose companies are all the caller's (super-admin: anyone but themselves). */
    async remove(user: Principal, id: number): Promise<void> {
      const target = await findUser(user, id);
      if (target.id === user.id) throw conflict(SELF_DELETE_MESSAGE);
      assertMayManage(user, target);
      if (!user.isSuperAdmin && target.company_ids.some((cid) => !user.companyIds.includes(cid))) {
        throw forbidden();
      }
      await db.delete(users).where(eq(users.id, id));
    },
  };
}
