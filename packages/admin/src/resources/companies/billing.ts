import { ROLE_SUPER_ADMIN } from '@freight/core';
import type { CompanySubscriptionStatus } from '@freight/core';
import { useGetIdentity } from 'react-admin';

/** pt-BR names of the subscription statuses (core's `subscriptionStatusSchema`). */
export const SUBSCRIPTION_STATUS_NAMES: Readonly<Record<CompanySubscriptionStatus, string>> = {
  active: 'Ativa',
  none: 'Sem assinatura',
  overdue: 'Em atraso',
};

/** The statuses as select choices. */
export const SUBSCRIPTION_CHOICES = Object.entries(SUBSCRIPTION_STATUS_NAMES).map(([id, name]) => ({
  id,
  name,
}));

/** Whether the user is super-admin: the only one who sees and sets subscription and fair-use quota. */
export function useIsSuperAdmin(): boolean {
  const { identity } = useGetIdentity();
  const roles: unknown = identity?.roles;
  return Array.isArray(roles) && roles.includes(ROLE_SUPER_ADMIN);
}
