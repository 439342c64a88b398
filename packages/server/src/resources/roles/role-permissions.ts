import { eq, inArray } from 'drizzle-orm';
import type { Permission } from '@freight/core';
import type { Principal } from '../../access/principal.ts';
import type { Database } from '../../db/database.ts';
import { permissions } from '../../db/schema.ts';
import { forbidden } from '../../http/http-error.ts';

/** Ids of permission names (the catalogue is synchronised at start, so every known name has one). */
export async function permissionIds(db: Database, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  return rows.map((row) => row.id);
}

/** Id of one permission name, if it is in the catalogue. */
export async function permissionId(db: Database, name: Permission): Promise<number | undefined> {
  const [row] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, name));
  return row?.id;
}

/**
 * No privilege escalation: a user who is not super-admin may grant only permissions they hold
 * themselves (403 otherwise).
 */
export function assertMayGrant(user: Principal, granted: readonly string[]): void {
  if (user.isSuperAdmin) return;
  const held = new Set<string>(user.permissions);
  if (granted.some((name) => !held.has(name))) throw forbidden();
}
