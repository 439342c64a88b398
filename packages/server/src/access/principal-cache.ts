import type { Principal } from './principal.ts';

/**
 * Recently loaded principals by token id, so a burst of calls with one token loads the user once.
 * In-process: whatever changes users, roles, permissions or companies calls `clear()`; a logout
 * `forget`s its token. With several server processes, a change made by another process shows after
 * at most the time to live.
 */
export interface PrincipalCache {
  get(jti: string): Principal | undefined;
  set(principal: Principal): void;
  forget(jti: string): void;
  clear(): void;
}

const MAX_ENTRIES = 10_000;

/** A cache keeping each principal `ttlMs` (0 disables it), timed by `clock`. */
export function createPrincipalCache(options: { ttlMs: number; clock: () => number }): PrincipalCache {
  const entries = new Map<string, { principal: Principal; until: number }>();
  return {
    get(jti) {
      const entry = entries.get(jti);
      if (!entry) return undefined;
      if (entry.until > options.clock()) return entry.principal;
      entries.delete(jti);
      return undefined;
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
