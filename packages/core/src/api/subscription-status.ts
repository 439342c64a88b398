/** Subscription statuses of SPEC §6: 402 subscribe, 423 subscription overdue, 429 fair use. */
export type SubscriptionStatus = 402 | 423 | 429;

/** Name of the dialog each subscription status opens (SPEC §2 "Dialogs"; the subscribe one is unnamed there). */
export const SUBSCRIPTION_DIALOGS = {
  402: 'subscribe',
  423: 'subscription-overdue',
  429: 'fair-use',
} as const satisfies Record<SubscriptionStatus, string>;

/** Name of a subscription dialog. */
export type SubscriptionDialog = (typeof SUBSCRIPTION_DIALOGS)[SubscriptionStatus];

/** Whether `status` is one of the subscription statuses (402, 423, 429). */
export function isSubscriptionStatus(status: number): status is SubscriptionStatus {
  return status === 402 || status === 423 || status === 429;
}
