import type { CompanyUpdate } from '@freight/core';
import type { RaRecord } from 'react-admin';

/** Settings a company form edits (the logo is changed by its own control). */
const SETTING_FIELDS = [
  'allow_create_route',
  'vpo_allow_select_tag',
  'primary_color',
  'primary_color_is_dark',
] as const;

/** What the user may change besides the company's own fields. */
export interface CompanyBodyRights {
  /** Permission company-settings: the flags and the branding. */
  readonly settings: boolean;
  /** Role super-admin: subscription status and fair-use quota. */
  readonly billing: boolean;
}

const changed = (now: unknown, before: unknown): boolean => now !== undefined && now !== before;

/**
 * The body of `PUT /api/companies/{id}` from the edit form: name, legal name and CNPJ, plus only the
 * settings (with company-settings) and billing fields (super-admin) the user changed — the record as
 * read carries defaults and billing fields the server refuses from whoever may not set them.
 */
export function companyUpdateBody(
  data: RaRecord,
  previous: RaRecord | undefined,
  rights: CompanyBodyRights,
): CompanyUpdate {
  const body: CompanyUpdate = { name: data.name, legal_name: data.legal_name, cnpj: data.cnpj };
  if (rights.settings) {
    const now = (data.settings ?? {}) as Record<string, unknown>;
    const before = (previous?.settings ?? {}) as Record<string, unknown>;
    const settings = Object.fromEntries(
      SETTING_FIELDS.filter((field) => changed(now[field], before[field])).map((field) => [
        field,
        now[field],
      ]),
    );
    if (Object.keys(settings).length > 0) body.settings = settings;
  }
  if (rights.billing) {
    if (changed(data.subscription_status, previous?.subscription_status))
      body.subscription_status = data.subscription_status;
    const quota: unknown = data.route_quota_per_day;
    const quotaNow = typeof quota === 'number' && Number.isFinite(quota) ? quota : null;
    if (quotaNow !== (previous?.route_quota_per_day ?? null)) body.route_quota_per_day = quotaNow;
  }
  return body;
}
