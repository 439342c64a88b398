import { randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

/** What a valid token says. */
export interface TokenClaims {
  /** User id. */
  userId: number;
  /** Token id (revoked by logout). */
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /**
   * The user's session version when the token was issued (claim `sv`; 0 for tokens issued before it
   * existed): the token is valid while the user's `session_version` still has this value.
   */
  sessionVersion: number;
}

/** Issues and checks the signed, expiring session tokens (JWT, HS256). */
export interface TokenService {
  /** A new token for `userId` at the user's current `sessionVersion`, valid for the configured time. */
  issue(userId: number, sessionVersion: number): Promise<{ token: string; claims: TokenClaims }>;
  /** The claims of a valid, unexpired token; `undefined` otherwise. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

/**
 * Tokens signed with `secret`, valid for `ttlMinutes`, timed by `clock` (milliseconds since the epoch).
 *
 * @example const tokens = createTokenService({ secret, ttlMinutes: 720, clock: Date.now });
 */
export function createTokenService(options: {
  secret: string;
  ttlMinutes: number;
  clock: () => number;
}): TokenService {
  const { secret, ttlMinutes, clock } = options;
  const nowSeconds = (): number => Math.floor(clock() / 1000);
  return {
    async issue(userId, sessionVersion) {
      const iat = nowSeconds();
      const claims: TokenClaims = { userId, jti: randomUUID(), exp: iat + ttlMinutes * 60, sessionVersion };
      const token = await sign(
        { sub: String(userId), jti: claims.jti, iat, exp: claims.exp, sv: sessionVersion },
        secret,
        'HS256',
      );
      return { token, claims };
    },
    async verify(token) {
      try {
        const payload = await verify(token, secret, { alg: 'HS256', exp: false, iat: false, nbf: false });
        const userId = Number(payload.sub);
        const { jti, exp, sv = 0 } = payload;
        if (!Number.isSafeInteger(userId) || typeof jti !== 'string' || typeof exp !== 'number')
          return undefined;
        if (!Number.isSafeInteger(sv)) return undefined;
        if (exp <= nowSeconds()) return undefined;
        return { userId, jti, exp, sessionVersion: sv as number };
      } catch {
        return undefined;
      }
    },
  };
}
