import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { companies, usageCounters } from '../db/schema.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { createBufferedFairUseQuota } from './buffered-fair-use.ts';

describe('the fair-use quota of the embedded database, counted in memory and written behind', () => {
  let handle: DatabaseHandle;
  let company: number;
  const clock = { now: Date.parse('2026-09-02T12:00:00-03:00') };
  const quota = (quotaTtlMs = 0) =>
    createBufferedFairUseQuota({
      db: handle.db,
      defaultPerDay: 3,
      clock: () => clock.now,
      quotaTtlMs,
      flushEveryMs: 60_000,
    });
  const stored = async () =>
    (await handle.db.select().from(usageCounters).where(eq(usageCounters.company_id, company))).map((row) => [
      row.day,
      row.count,
    ]);

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await handle.migrate();
    const [row] = await handle.db
      .insert(companies)
      .values({ name: 'Alfa', legal_name: 'Alfa Ltda', cnpj: '11222333000181' })
      .returning({ id: companies.id });
    company = row!.id;
  }, 60_000);
  afterAll(() => handle?.close());

  it('answers 429 past the quota, concurrent calls included, and writes the counts only when it flushes', async () => {
    const fairUse = quota();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => fairUse.consume(company)));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect(await fairUse.used(company)).toBe(3);
    expect(await stored()).toEqual([]);
    await fairUse.close();
    expect(await stored()).toEqual([['2026-09-02', 3]]);
  });

  it('starts from the counts written before (a restarted process), and a new day starts from zero', async () => {
    const fairUse = quota();
    expect(await fairUse.used(company)).toBe(3);
    await expect(fairUse.consume(company)).rejects.toMatchObject({ status: 429 });
    clock.now += 24 * 3600_000;
    await fairUse.consume(company);
    await fairUse.close();
    expect(await stored()).toEqual([
      ['2026-09-02', 3],
      ['2026-09-03', 1],
    ]);
  });

  it("reuses a company's quota for quotaTtlMs, then reads it again", async () => {
    const fairUse = quota(5_000);
    await fairUse.consume(company);
    await handle.db.update(companies).set({ route_quota_per_day: 1 }).where(eq(companies.id, company));
    await fairUse.consume(company);
    clock.now += 5_000;
    await expect(fairUse.consume(company)).rejects.toMatchObject({ status: 429 });
    await fairUse.close();
  });
});
