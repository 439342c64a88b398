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

/** Title and message of each subscription dialog (pt-BR), shown by the planner and the app alike. */
export const SUBSCRIPTION_DIALOG_TEXTS = {
  subscribe: { title: 'Assinatura necessária', message: 'Sua empresa não possui uma assinatura ativa.' },
  'subscription-overdue': {
    title: 'Assinatura em atraso',
    message: 'A assinatura da sua empresa está em atraso.',
  },
  'fair-use': {
    title: 'Limite de uso atingido',
    message: 'O limite diário de uso da sua empresa foi atingido. Tente novamente amanhã.',
  },
} as const satisfies Record<SubscriptionDialog, { title: string; message: string }>;

/** Whether `name` is the name of a subscription dialog. */
export function isSubscriptionDialog(name: string): name is SubscriptionDialog {
  return Object.hasOwn(SUBSCRIPTION_DIALOG_TEXTS, name);
}
