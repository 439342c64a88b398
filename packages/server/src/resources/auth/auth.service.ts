import { asc, eq, inArray } from 'drizzle-orm';
import type { Auth, LoginRequest } from '@freight/core';
import type { Principal } from '../../access/principal.ts';
import { loadPrincipal } from '../../access/principal.ts';
import { verifyPassword } from '../../auth/password.ts';
import { endSessions } from '../../auth/sessions.ts';
import { companies, revokedTokens, users } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import { MESSAGES } from '../../http/messages.ts';
import type { ServerContext } from '../../server-context.ts';
import { toCompanyRecord } from '../companies/company-record.ts';

/** Login, session and logout (SPEC §7 `/api/auth`). */
export function createAuthService(ctx: ServerContext) {
  const { db } = ctx;

  /** The auth object of SPEC §3 for a user and their token: roles, permissions, companies with settings. */
  async function authOf(user: Principal): Promise<Auth> {
    const rows =
      user.companyIds.length === 0
        ? []
        : await db
            .select()
            .from(companies)
            .where(inArray(companies.id, [...user.companyIds]))
            .orderBy(asc(companies.id));
    return {
      token: user.session.token,
      email: user.email,
      settings: {
        roles: [...user.roles],
        permissions: [...user.permissions],
        companies: rows.map(toCompanyRecord),
      },
    };
  }

  return {
    authOf,

    /**
     * Checks e-mail and password (throttled per e-mail and per address: 429) and opens a session.
     * Unknown e-mail, wrong password and inactive account all answer the same 422.
     */
    async login(body: LoginRequest, address: string): Promise<Auth> {
      const email = body.email.toLowerCase();
      await ctx.loginThrottle.check(email, address);
      const [user] = await db
        .select({
          id: users.id,
          hash: users.password_hash,
          active: users.active,
          sessionVersion: users.session_version,
        })
        .from(users)
        .where(eq(users.email, email));
      const matches = await verifyPassword(body.password, user?.hash);
      if (!user || !matches || !user.active) {
        await ctx.loginThrottle.recordFailure(email, address);
        throw new HttpError(422, MESSAGES.invalidCredentials, { root: MESSAGES.invalidCredentials });
      }
      await ctx.loginThrottle.recordSuccess(email);
      const { token, claims } = await ctx.tokens.issue(user.id, user.sessionVersion);
      const principal = await loadPrincipal(db, user.id, { ...claims, token }, new Date(ctx.clock()));
      if (!principal)
        throw new HttpError(422, MESSAGES.invalidCredentials, { root: MESSAGES.invalidCredentials });
      return authOf(principal);
    },

    /** Ends the session: the token is refused from now on, by every server process. */
    async logout(user: Principal): Promise<void> {
      await db
        .insert(revokedTokens)
        .values({ jti: user.session.jti, expires_at: new Date(user.session.exp * 1000) })
        .onConflictDoNothing();
    },

    /** "Sair de todos os dispositivos": ends every session of the caller, this one included. */
    async logoutAll(user: Principal): Promise<void> {
      await endSessions(db, user.id);
    },
  };
}
