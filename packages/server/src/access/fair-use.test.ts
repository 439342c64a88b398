import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../db/schema.ts';
import { startTestApi } from '../test-support/test-api.ts';
import type { TestApi } from '../test-support/test-api.ts';
import { backends } from '../test-support/test-database.ts';
import { brazilDay } from './fair-use.ts';

describe.each(backends)('fair-use quota on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { FAIR_USE_ROUTES_PER_DAY: '3', PRINCIPAL_CACHE_SECONDS: '0' });
  }, 60_000);
  afterAll(() => api?.close());

  it('counts per company and day, and answers 429 past the quota', async () => {
    const { fairUse } = api.ctx;
    for (let i = 0; i < 3; i++) await fairUse.consume(api.companyA);
    await expect(fairUse.consume(api.companyA)).rejects.toMatchObject({
      status: 429,
      message: 'O limite diário de uso da sua empresa foi atingido. Tente novamente amanhã.',
    });
    expect(await fairUse.used(api.companyA)).toBe(3);
    await fairUse.consume(api.companyB);
    const today = api.clock.now;
    try {
      api.clock.now = today + 24 * 3600_000;
      await fairUse.consume(api.companyA);
      expect(await fairUse.used(api.companyA)).toBe(1);
    } finally {
      api.clock.now = today;
    }
  });

  it('never goes past the quota under concurrent calls, and a company quota overrides the default', async () => {
    await api.db.update(companies).set({ route_quota_per_day: 5 }).where(eq(companies.id, api.companyB));
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => api.ctx.fairUse.consume(api.companyB)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    expect(await api.ctx.fairUse.used(api.companyB)).toBe(5);
  });

  it('days turn at midnight in Brazil (UTC−3)', () => {
    expect(brazilDay(Date.UTC(2026, 0, 2, 2, 59))).toBe('2026-01-01');
    expect(brazilDay(Date.UTC(2026, 0, 2, 3, 0))).toBe('2026-01-02');
  });
});
