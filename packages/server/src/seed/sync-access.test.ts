import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_ADMIN, ROLE_OPERATOR } from '@freight/core';
import type { DatabaseHandle } from '../db/database.ts';
import { permissions, rolePermissions, roles } from '../db/schema.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { syncAccess } from './sync-access.ts';

async function grantsOf(handle: DatabaseHandle, role: string): Promise<string[]> {
  const rows = await handle.db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.role_id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permission_id))
    .where(eq(roles.name, role));
  return rows.map((row) => row.name).sort();
}

describe('permission catalogue at start', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await handle.migrate();
    await syncAccess(handle.db);
  }, 60_000);
  afterAll(() => handle?.close());

  it('creates the built-in roles with their default permissions', async () => {
    expect(await grantsOf(handle, ROLE_OPERATOR)).toEqual(
      [...DEFAULT_ROLE_PERMISSIONS[ROLE_OPERATOR]!].sort(),
    );
  });

  it('grants a permission a release adds to the built-in roles that have it by default, once', async () => {
    // a database from before the toll-plaza permissions existed
    const released = ['toll-plaza-list', 'toll-plaza-show', 'toll-plaza-create'];
    await handle.db.delete(permissions).where(inArray(permissions.name, released));
    expect(await grantsOf(handle, ROLE_ADMIN)).not.toContain('toll-plaza-list');
    await syncAccess(handle.db);
    await syncAccess(handle.db);
    expect(await grantsOf(handle, ROLE_ADMIN)).toContain('toll-plaza-list');
    expect(await grantsOf(handle, ROLE_OPERATOR)).toContain('toll-plaza-show');
    expect(await grantsOf(handle, ROLE_OPERATOR)).not.toContain('toll-plaza-create');
  });

  it('leaves a permission an administrator took away from a built-in role', async () => {
    const [admin] = await handle.db.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_ADMIN));
    const [plateDelete] = await handle.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'plate-delete'));
    await handle.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, admin!.id), eq(rolePermissions.permission_id, plateDelete!.id)));
    await syncAccess(handle.db);
    expect(await grantsOf(handle, ROLE_ADMIN)).not.toContain('plate-delete');
  });
});
