import type { Principal } from './principal.ts';

/**
 * Recently loaded principals by token id, so a burst of calls with one token loads the user once.
 * In-process: whatever changes users, roles, permissions or companies calls `clear()`; a logout
 * `forget`s its token. With several server processes, a change made by another process shows after
 * at most the time to live.
 */
export interface PrincipalCache {
  get(jti: string): Principal | undefined;
  /**
   * The principal cached for exactly this token string (verified when it was cached, so its signature need
   * not be checked again); the caller still checks the expiry.
   */
  getByToken(token: string): Principal | undefined;
  set(principal: Principal): void;
  forget(jti: string): void;
  clear(): void;
}

const MAX_ENTRIES = 10_000;

/** A cache keeping each principal `ttlMs` (0 disables it), timed by `clock`. */
export function createPrincipalCache(options: { ttlMs: number; clock: () => number }): PrincipalCache {
  const entries = new Map<string, { principal: Principal; until: number }>();
  const get = (jti: string): Principal | undefined => {
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
    getByToken(token) {
      const jti = jtiOf(token);
      const principal = jti === undefined ? undefined : get(jti);
      return principal?.session.token === token ? principal : undefined;
    },
    set(principal) {
      if (options.ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(principal.session.jti, { principal, until: options.clock() + options.ttlMs });
    },
    forget(jti) {
      entries.delete(jti);
    },
    clear() {
      entries.clear();
    },
  };
}
