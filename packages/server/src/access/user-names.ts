import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema.ts';
import type { Principal } from './principal.ts';

/**
 * The display name of a user, as records keep it beside the user's id (who bought a VPO, who started a
 * plate check): read once per user and kept; the e-mail when the user has no row any more.
 *
 * @example const nameOf = createUserNames(db); await nameOf(user) // 'Ana Souza'
 */
export function createUserNames(db: Database): (user: Principal) => Promise<string> {
  const names = new Map<number, string>();
  return async (user) => {
    const known = names.get(user.id);
    if (known) return known;
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    const name = row?.name ?? user.email;
    names.set(user.id, name);
    return name;
  };
}
