import { eq } from 'drizzle-orm';
import { companies } from '../db/schema.ts';
import type { TestApi } from './test-api.ts';

/** A company's subscription status, as stored. */
export type SubscriptionStatus = 'active' | 'none' | 'overdue';

/** Sets a company's subscription status and forgets cached sessions, so the next call sees it. */
export async function setSubscription(
  api: TestApi,
  companyId: number,
  status: SubscriptionStatus,
): Promise<void> {
  await api.db.update(companies).set({ subscription_status: status }).where(eq(companies.id, companyId));
  api.ctx.principals.clear();
}

/**
 * Runs `check` while `companyId` has the subscription `status`, and makes the company active again after,
 * whatever happens (tests of one file share a database).
 */
export async function withSubscription(
  api: TestApi,
  companyId: number,
  status: SubscriptionStatus,
  check: () => Promise<void>,
): Promise<void> {
  try {
    await setSubscription(api, companyId, status);
    await check();
  } finally {
    await setSubscription(api, companyId, 'active');
  }
}
