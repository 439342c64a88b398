import type { Principal } from './principal.ts';

/**
 * Recently loaded principals by token id, so a burst of calls with one token loads the user once.
 * Every principal belongs to the access version (`access-version.ts`) read before it was loaded: asked or
 * given a newer version, the cache drops everything it holds, so a change to users, roles, permissions,
 * companies or revoked tokens, made by any process, applies to the next call.
 */
export interface PrincipalCache {
  /** The principal of token id `jti`, loaded at access version `version` or later. */
  get(jti: string, version: number): Principal | undefined;
  /**
   * The principal cached for exactly this token string (verified when it was cached, so its signature need
   * not be checked again), loaded at access version `version` or later; the caller still checks the expiry.
   */
  getByToken(token: string, version: number): Principal | undefined;
  /** Keeps `principal`, loaded after access version `version` was read (an older version is not kept). */
  set(principal: Principal, version: number): void;
  clear(): void;
}

const MAX_ENTRIES = 10_000;

/** A cache keeping each principal `ttlMs` (0 disables it), timed by `clock`. */
export function createPrincipalCache(options: { ttlMs: number; clock: () => number }): PrincipalCache {
  const entries = new Map<string, { principal: Principal; until: number }>();
  /** The access version every entry was loaded at (or after). */
  let current = Number.NEGATIVE_INFINITY;
  const advance = (version: number): void => {
    if (version <= current) return;
    entries.clear();
    current = version;
  };
  const get = (jti: string, version: number): Principal | undefined => {
    advance(version);
    const entry = entries.get(jti);
    if (!entry) return undefined;
    if (entry.until > options.clock()) return entry.principal;
    entries.delete(jti);
    return undefined;
  };
  /** The token id in a token's payload, read without checking the signature (only to find the entry). */
  const jtiOf = (token: string): string | undefined => {
    try {
      const payload: unknown = JSON.parse(
        Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
      );
      const jti =
        typeof payload === 'object' && payload !== null && 'jti' in payload ? payload.jti : undefined;
      return typeof jti === 'string' ? jti : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    get,
    getByToken(token, version) {
      const jti = jtiOf(token);
      const principal = jti === undefined ? undefined : get(jti, version);
      return principal?.session.token === token ? principal : undefined;
    },
    set(principal, version) {
      advance(version);
      if (options.ttlMs <= 0 || version < current) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(principal.session.jti, { principal, until: options.clock() + options.ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}
