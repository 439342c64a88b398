import { eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_DESCRIPTIONS } from '@freight/core';
import type { Database } from '../db/database.ts';
import { permissions, rolePermissions, roles } from '../db/schema.ts';
import { permissionIds } from '../resources/roles/role-permissions.ts';

const ROLE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'super-admin': 'Todas as permissões, em todas as empresas',
  admin: 'Administra as empresas a que pertence',
  operator: 'Opera as rotas, placas e cadastros das suas empresas',
};

/**
 * Brings the permission catalogue in line with `@freight/core` (new names added, descriptions
 * refreshed) and creates the built-in roles that are missing with their default permissions. Existing
 * roles keep the permissions an administrator gave them; a permission new to this database (a release
 * added it) is granted to the existing built-in roles whose defaults hold it, as a fresh database would
 * have them. Runs at every start.
 */
export async function syncAccess(db: Database): Promise<void> {
  const catalogue = Object.entries(PERMISSION_DESCRIPTIONS).map(([name, description]) => ({
    name,
    description,
  }));
  const known = new Set(
    (await db.select({ name: permissions.name }).from(permissions)).map((row) => row.name),
  );
  const added =
    known.size === 0 ? [] : catalogue.map((entry) => entry.name).filter((name) => !known.has(name));
  await db
    .insert(permissions)
    .values(catalogue)
    .onConflictDoUpdate({ target: permissions.name, set: { description: sql`excluded.description` } });
  for (const [name, granted] of Object.entries(DEFAULT_ROLE_PERMISSIONS)) {
    const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
    if (existing) {
      const fresh = await permissionIds(
        db,
        granted.filter((permission) => added.includes(permission)),
      );
      if (fresh.length > 0) {
        await db
          .insert(rolePermissions)
          .values(fresh.map((permission_id) => ({ role_id: existing.id, permission_id })))
          .onConflictDoNothing();
      }
      continue;
    }
    await db.transaction(async (tx) => {
      const [role] = await tx
        .insert(roles)
        .values({ name, description: ROLE_DESCRIPTIONS[name] ?? null })
        .onConflictDoNothing()
        .returning({ id: roles.id });
      if (!role) return;
      const ids = await permissionIds(tx, granted);
      if (ids.length > 0) {
        await tx
          .insert(rolePermissions)
          .values(ids.map((permission_id) => ({ role_id: role.id, permission_id })));
      }
    });
  }
}
