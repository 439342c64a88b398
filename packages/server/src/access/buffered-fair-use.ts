import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { companies, usageCounters } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { brazilDay } from './fair-use.ts';
import type { FairUseQuota, MeteredFeature } from './fair-use.ts';

/** Options of {@link createBufferedFairUseQuota}. */
export interface BufferedFairUseOptions {
  db: Database;
  defaultPerDay: number;
  clock: () => number;
  /** How long a company's quota is reused before it is read again (a change applies within it). */
  quotaTtlMs: number;
  /** How often the counts are written to the database; default 1 s. */
  flushEveryMs?: number;
  /** Told when a write of the counts fails (they are written again at the next flush). */
  onFlushError?: (error: unknown) => void;
}

interface Counter {
  company: number;
  kind: MeteredFeature;
  day: string;
  count: number;
  dirty: boolean;
}

/**
 * The fair-use quota of a process that owns its database (the embedded PGlite, which only one process can
 * open): the day's counts live in memory — read once from `usage_counters`, then counted and checked on
 * the spot, so concurrent calls never go past the quota — and are written back every `flushEveryMs` and on
 * `close()`, off the request path (each write costs the HTTP thread milliseconds of WebAssembly). A process
 * killed outright loses at most the last interval's counts. A company's quota is reused for `quotaTtlMs`.
 *
 * @example const fairUse = createBufferedFairUseQuota({ db, defaultPerDay: 5000, clock: Date.now, quotaTtlMs: 5000 });
 */
export function createBufferedFairUseQuota(options: BufferedFairUseOptions): FairUseQuota {
  const { db, defaultPerDay, clock, quotaTtlMs } = options;
  const counters = new Map<string, Promise<Counter>>();
  const quotas = new Map<number, { limit: Promise<number>; at: number }>();
  let flushing: Promise<void> | null = null;

  function quotaOf(company: number): Promise<number> {
    const cached = quotas.get(company);
    if (cached && clock() - cached.at < quotaTtlMs) return cached.limit;
    const limit = db
      .select({ quota: companies.route_quota_per_day })
      .from(companies)
      .where(eq(companies.id, company))
      .then(([row]) => row?.quota ?? defaultPerDay);
    quotas.set(company, { limit, at: clock() });
    limit.catch(() => quotas.delete(company));
    return limit;
  }

  function counterOf(company: number, kind: MeteredFeature): Promise<Counter> {
    const day = brazilDay(clock());
    const key = `${company}|${kind}|${day}`;
    let counter = counters.get(key);
    if (!counter) {
      counter = db
        .select({ count: usageCounters.count })
        .from(usageCounters)
        .where(
          and(
            eq(usageCounters.company_id, company),
            eq(usageCounters.kind, kind),
            eq(usageCounters.day, day),
          ),
        )
        .then(([row]) => ({ company, kind, day, count: row?.count ?? 0, dirty: false }));
      counters.set(key, counter);
      counter.catch(() => counters.delete(key));
      // yesterday's counters are written and dropped at the next flush
    }
    return counter;
  }

  async function flush(): Promise<void> {
    const today = brazilDay(clock());
    for (const [key, pending] of [...counters]) {
      const counter = await pending.catch(() => null);
      if (!counter) continue;
      if (counter.dirty) {
        counter.dirty = false;
        try {
          await db
            .insert(usageCounters)
            .values({
              company_id: counter.company,
              kind: counter.kind,
              day: counter.day,
              count: counter.count,
            })
            .onConflictDoUpdate({
              target: [usageCounters.company_id, usageCounters.kind, usageCounters.day],
              set: { count: sql`greatest(${usageCounters.count}, excluded.count)` },
            });
        } catch (error) {
          counter.dirty = true;
          throw error;
        }
      }
      if (counter.day !== today && !counter.dirty) counters.delete(key);
    }
  }

  function flushNow(): Promise<void> {
    flushing ??= flush().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  const timer = setInterval(() => {
    flushNow().catch((error: unknown) => options.onFlushError?.(error));
  }, options.flushEveryMs ?? 1000);
  timer.unref();

  return {
    async consume(companyId, feature = 'route-calculation') {
      const [limit, counter] = await Promise.all([quotaOf(companyId), counterOf(companyId, feature)]);
      if (counter.count >= limit) throw new HttpError(429, MESSAGES.fairUse);
      counter.count += 1;
      counter.dirty = true;
    },
    async used(companyId, feature = 'route-calculation') {
      return (await counterOf(companyId, feature)).count;
    },
    async close() {
      clearInterval(timer);
      await flushing?.catch(() => undefined);
      await flushNow();
    },
  };
}
