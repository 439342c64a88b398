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

/** The user of a request with a valid bearer token; 401 otherwise. */
export async function authenticate(ctx: ServerContext, c: Context): Promise<Principal> {
  const token = bearerToken(c);
  if (!token) throw unauthorized();
  // the very token string a recent call verified: no signature check again, only its expiry
  const recent = ctx.principals.getByToken(token);
  if (recent && recent.session.exp * 1000 > ctx.clock()) return recent;
  const claims = await ctx.tokens.verify(token);
  if (!claims) throw unauthorized();
  const cached = ctx.principals.get(claims.jti);
  if (cached && cached.session.token === token) return cached;
  const principal = await loadPrincipal(
    ctx.db,
    claims.userId,
    { jti: claims.jti, exp: claims.exp, token },
    new Date(ctx.clock()),
  );
  if (!principal) throw unauthorized();
  ctx.principals.set(principal);
  return principal;
}
