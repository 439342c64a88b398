import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ssoLogins } from '../db/schema.ts';

/** One single sign-on login under way. */
export interface PendingSsoLogin {
  readonly state: string;
  readonly codeVerifier: string;
  readonly nonce: string;
  /** App path to open after the login (`/routes?page=2`). */
  readonly returnTo: string;
}

/** The logins under way, kept in the database so any server process may take the callback. */
export interface SsoLogins {
  /** Keeps `login` for `ttlMs` from `now`; purges the expired ones. */
  begin(login: PendingSsoLogin, now: Date, ttlMs: number): Promise<void>;
  /**
   * Takes the login of `state` out (one use only, on every process): it, or `undefined` when there is
   * none, it was used already, or it expired before `now`.
   */
  take(state: string, now: Date): Promise<PendingSsoLogin | undefined>;
}

/** The logins under way in `db` (table `sso_logins`). */
export function createSsoLogins(db: Database): SsoLogins {
  return {
    async begin(login, now, ttlMs) {
      await db.delete(ssoLogins).where(lt(ssoLogins.expires_at, now));
      await db.insert(ssoLogins).values({
        state: login.state,
        code_verifier: login.codeVerifier,
        nonce: login.nonce,
        return_to: login.returnTo,
        expires_at: new Date(now.getTime() + ttlMs),
      });
    },

    async take(state, now) {
      const [row] = await db.delete(ssoLogins).where(eq(ssoLogins.state, state)).returning();
      if (!row || row.expires_at.getTime() <= now.getTime()) return undefined;
      return { state: row.state, codeVerifier: row.code_verifier, nonce: row.nonce, returnTo: row.return_to };
    },
  };
}
