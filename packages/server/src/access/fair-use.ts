import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { companies, usageCounters } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';

/** A metered feature. */
export type MeteredFeature = 'route-calculation';

/** Per-company daily fair-use quota (SPEC §6: 429 opens the fair-use dialog). */
export interface FairUseQuota {
  /**
   * Counts one use of `feature` by `companyId` today (America/Sao_Paulo), or throws 429 when the
   * company's daily quota is used up. Atomic: concurrent calls never go past the quota.
   */
  consume(companyId: number, feature?: MeteredFeature): Promise<void>;
  /** Uses of `feature` by `companyId` today. */
  used(companyId: number, feature?: MeteredFeature): Promise<number>;
  /** Writes what is still only counted in memory (a buffered quota) and stops its timer. */
  close(): Promise<void>;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day `yyyy-MM-dd` in Brazil's official time of `ms` since the epoch. */
export function brazilDay(ms: number): string {
  return dayFormat.format(new Date(ms));
}

/**
 * A quota of `defaultPerDay` uses per company and day; a company's `route_quota_per_day` overrides it.
 * Every use is one atomic statement on the database, so processes sharing a PostgreSQL server share the
 * quota. (For the embedded database, one process alone: `createBufferedFairUseQuota`.)
 *
 * @example await fairUse.consume(user.companyIds[0]) // before calculating a route
 */
export function createFairUseQuota(options: {
  db: Database;
  defaultPerDay: number;
  clock: () => number;
}): FairUseQuota {
  const { db, defaultPerDay, clock } = options;
  return {
    async consume(companyId, feature = 'route-calculation') {
      // one statement (the quota read inside it): the request thread pays one round trip, not two
      const limit = sql`coalesce((select ${companies.route_quota_per_day} from ${companies} where ${companies.id} = ${companyId}), ${defaultPerDay})`;
      const counted = await db
        .insert(usageCounters)
        .values({ company_id: companyId, kind: feature, day: brazilDay(clock()), count: 1 })
        .onConflictDoUpdate({
          target: [usageCounters.company_id, usageCounters.kind, usageCounters.day],
          set: { count: sql`${usageCounters.count} + 1` },
          setWhere: sql`${usageCounters.count} < ${limit}`,
        })
        .returning({ count: usageCounters.count, limit: sql<number>`${limit}`.mapWith(Number) });
      if (counted.length === 0 || counted[0]!.limit < 1) throw new HttpError(429, MESSAGES.fairUse);
    },
    async used(companyId, feature = 'route-calculation') {
      const [row] = await db
        .select({ count: usageCounters.count })
        .from(usageCounters)
        .where(
          and(
            eq(usageCounters.company_id, companyId),
            eq(usageCounters.kind, feature),
            eq(usageCounters.day, brazilDay(clock())),
          ),
        );
      return row?.count ?? 0;
    },
    close: async () => undefined,
  };
}
