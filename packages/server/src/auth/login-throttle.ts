import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';

/** Limits of failed logins within a sliding window. */
export interface LoginThrottleOptions {
  /** Failed logins allowed per e-mail in the window. */
  maxPerEmail: number;
  /** Failed logins allowed per client address in the window. */
  maxPerAddress: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Milliseconds since the epoch. */
  clock: () => number;
}

/** Counts failed logins per e-mail and per client address (in memory, per process). */
export interface LoginThrottle {
  /** Throws 429 (pt-BR, `Retry-After`) when the e-mail or the address used up its attempts. */
  check(email: string, address: string): void;
  /** Counts a failed attempt against both. */
  recordFailure(email: string, address: string): void;
  /** A successful login forgets the e-mail's failures. */
  recordSuccess(email: string): void;
}

/** A login throttle with the given limits. */
export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const since = options.clock() - options.windowMs;
    const kept = (failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const sweep = (): void => {
    if (failures.size < 10_000) return;
    for (const key of [...failures.keys()]) recent(key);
  };
  const blockedFor = (key: string, max: number): number | undefined => {
    const times = recent(key);
    if (times.length < max) return undefined;
    const oldest = times[times.length - max] ?? options.clock();
    return Math.max(1, oldest + options.windowMs - options.clock());
  };
  return {
    check(email, address) {
      const waitMs =
        blockedFor(`e:${email}`, options.maxPerEmail) ?? blockedFor(`a:${address}`, options.maxPerAddress);
      if (waitMs === undefined) return;
      const minutes = Math.ceil(waitMs / 60_000);
      throw new HttpError(429, MESSAGES.tooManyLogins(minutes), null, {
        'Retry-After': String(Math.ceil(waitMs / 1000)),
      });
    },
    recordFailure(email, address) {
      sweep();
      const now = options.clock();
      failures.set(`e:${email}`, [...recent(`e:${email}`), now]);
      failures.set(`a:${address}`, [...recent(`a:${address}`), now]);
    },
    recordSuccess(email) {
      failures.delete(`e:${email}`);
    },
  };
}
