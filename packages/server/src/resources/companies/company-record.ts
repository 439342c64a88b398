import type { Company } from '@freight/core';
import { companySettingsSchema } from '@freight/core';
import type { companies } from '../../db/schema.ts';

/** A company row. */
export type CompanyRow = typeof companies.$inferSelect;

/** A company as the API answers it: `companySchema` of core, plus quota and timestamps. */
export type CompanyRecord = Company & {
  route_quota_per_day: number | null;
  created_at: string;
  updated_at: string;
};

/** The settings of a company row, defaults filled in (core's `companySettingsSchema`). */
export function companySettings(row: CompanyRow): Company['settings'] {
  return companySettingsSchema.parse({
    allow_create_route: row.allow_create_route,
    vpo_allow_select_tag: row.vpo_allow_select_tag,
    primary_color: row.primary_color,
    primary_color_is_dark: row.primary_color_is_dark,
    logo: row.logo,
  });
}

/** The API shape of a company row. */
export function toCompanyRecord(row: CompanyRow): CompanyRecord {
  return {
    id: row.id,
    name: row.name,
    legal_name: row.legal_name,
    cnpj: row.cnpj,
    settings: companySettings(row),
    subscription_status: row.subscription_status,
    route_quota_per_day: row.route_quota_per_day,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
