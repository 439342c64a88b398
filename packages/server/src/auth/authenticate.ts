import type { Context } from 'hono';
import { loadPrincipal } from '../access/principal.ts';
import type { Principal } from '../access/principal.ts';
import { unauthorized } from '../http/http-error.ts';
import type { ServerContext } from '../server-context.ts';

/** The bearer token of a request, if any. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The user of a request with a valid bearer token; 401 otherwise. A user kept in memory is reused only while
 * the access version has not moved since it was loaded, so a change made by any process (password, lost
 * access, logout) applies to this very call.
 */
export async function authenticate(ctx: ServerContext, c: Context): Promise<Principal> {
  const token = bearerToken(c);
  if (!token) throw unauthorized();
  const version = await ctx.accessVersion.current();
  // the very token string a recent call verified: no signature check again, only its expiry
  const recent = ctx.principals.getByToken(token, version);
  if (recent && recent.session.exp * 1000 > ctx.clock()) return recent;
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw unauthorized();
  const cached = ctx.principals.get(claims.jti, version);
  if (cached && cached.session.token === token) return cached;
  const principal = await loadPrincipal(
    ctx.db,
    claims.userId,
    { jti: claims.jti, exp: claims.exp, token, sessionVersion: claims.sessionVersion },
    new Date(ctx.clock()),
  );
  if (!principal) throw unauthorized();
  ctx.principals.set(principal, version);
  return principal;
}
