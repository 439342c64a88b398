import type { CompanySubscriptionStatus } from '@freight/core';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import type { Principal } from './principal.ts';

/** Throws 402 (no subscription) or 423 (overdue) unless `status` is active (SPEC §6). */
export function assertSubscriptionActive(status: CompanySubscriptionStatus): void {
  if (status === 'none') throw new HttpError(402, MESSAGES.subscriptionNone);
  if (status === 'overdue') throw new HttpError(423, MESSAGES.subscriptionOverdue);
}

/**
 * The subscription check of protected calls (SPEC §6): a user may go on when any of their companies is
 * active; otherwise 423 when one is overdue, else 402. Super-admins and users of no company pass.
 */
export function assertUserSubscription(user: Principal): void {
  if (user.isSuperAdmin || user.companies.length === 0) return;
  const statuses = user.companies.map((company) => company.subscription_status);
  if (statuses.includes('active')) return;
  assertSubscriptionActive(statuses.includes('overdue') ? 'overdue' : 'none');
}
