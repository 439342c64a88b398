import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';

/**
 * The `set` of an update of `users` that ends every session of the users it changes: their tokens carry
 * the old `session_version` and answer 401 from the next call on, on every server process (the update
 * raises the access version, see `access/access-version.ts`).
 *
 * @example await tx.update(users).set({ password_hash, ...END_SESSIONS }).where(eq(users.id, id));
 */
export const END_SESSIONS = { session_version: sql`${users.session_version} + 1` };

/** Ends every session of user `userId` ("sair de todos os dispositivos"). */
export async function endSessions(db: Database, userId: number): Promise<void> {
  await db.update(users).set(END_SESSIONS).where(eq(users.id, userId));
}

/** What a user holds, as far as ending their sessions goes. */
export interface UserAccess {
  active: boolean;
  roles: readonly string[];
  permissions: readonly string[];
  company_ids: readonly number[];
}

/**
 * Whether a change of a user ends their sessions: a new password (a change or a reset), deactivation, or
 * taking away a role, a direct permission or a company membership. Fields left out (`undefined`) are kept.
 * Additions, renames and the permissions of a role itself do not end sessions: the next call of every
 * session already sees them.
 *
 * @example endsSessions(current, { password: 'nova-senha-1' }) // true
 */
export function endsSessions(
  current: UserAccess,
  change: { password?: string | undefined } & { [K in keyof UserAccess]?: UserAccess[K] | undefined },
): boolean {
  const lost = <T>(before: readonly T[], after: readonly T[] | undefined): boolean =>
    after !== undefined && before.some((item) => !after.includes(item));
  return (
    change.password !== undefined ||
    (current.active && change.active === false) ||
    lost(current.roles, change.roles) ||
    lost(current.permissions, change.permissions) ||
    lost(current.company_ids, change.company_ids)
  );
}
