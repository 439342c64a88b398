import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { loginFailures } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';

/** Limits of failed logins within a sliding window. */
export interface LoginThrottleOptions {
  /** Where the failures are counted (`login_failures`), shared by every server process. */
  db: Database;
  /** Failed logins allowed per e-mail in the window. */
  maxPerEmail: number;
  /** Failed logins allowed per client address in the window. */
  maxPerAddress: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** Milliseconds since the epoch. */
  clock: () => number;
}

/** Counts failed logins per e-mail and per client address, in the database (one limit per deployment). */
export interface LoginThrottle {
  /** Throws 429 (pt-BR, `Retry-After`) when the e-mail or the address used up its attempts. */
  check(email: string, address: string): Promise<void>;
  /** Counts a failed attempt against both (and deletes the failures older than the window). */
  recordFailure(email: string, address: string): Promise<void>;
  /** A successful login forgets the e-mail's failures. */
  recordSuccess(email: string): Promise<void>;
}

/** The stored key of an e-mail or address: a hash, so the table keeps neither. */
const keyOf = (kind: 'e' | 'a', value: string): string =>
  createHash('sha256').update(`${kind}:${value}`).digest('base64url');

/**
 * A login throttle with the given limits over `login_failures`: every process sharing the database counts
 * the same failures.
 *
 * @example await throttle.check(email, address); // 429 when blocked
 */
export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { db, windowMs, clock } = options;
  const since = (): string => new Date(clock() - windowMs).toISOString();
  /** The time (ms) of the `max`-th newest failure of `key` in the window: blocked until it leaves it. */
  const nth = (key: string, max: number, from: string) => sql`(
    select extract(epoch from ${loginFailures.failed_at}) * 1000 from ${loginFailures}
    where ${loginFailures.key} = ${key} and ${loginFailures.failed_at} > ${from}
    order by ${loginFailures.failed_at} desc offset ${max - 1} limit 1
  )::float8`;
  return {
    async check(email, address) {
      const from = since();
      const result = await db.execute<{ email: number | null; address: number | null }>(sql`
        select ${nth(keyOf('e', email), options.maxPerEmail, from)} as email,
          ${nth(keyOf('a', address), options.maxPerAddress, from)} as address
      `);
      const row = result.rows[0];
      const oldest = row?.email ?? row?.address;
      if (oldest === null || oldest === undefined) return;
      const waitMs = Math.max(1, Number(oldest) + windowMs - clock());
      const minutes = Math.ceil(waitMs / 60_000);
      throw new HttpError(429, MESSAGES.tooManyLogins(minutes), null, {
        'Retry-After': String(Math.ceil(waitMs / 1000)),
      });
    },
    async recordFailure(email, address) {
      const now = new Date(clock()).toISOString();
      await db.execute(sql`
        with pruned as (delete from ${loginFailures} where ${loginFailures.failed_at} <= ${since()})
        insert into ${loginFailures} (${sql.identifier(loginFailures.key.name)}, ${sql.identifier(loginFailures.failed_at.name)})
        values (${keyOf('e', email)}, ${now}), (${keyOf('a', address)}, ${now})
      `);
    },
    async recordSuccess(email) {
      await db.delete(loginFailures).where(eq(loginFailures.key, keyOf('e', email)));
    },
  };
}
