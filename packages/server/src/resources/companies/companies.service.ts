import { and, asc, eq } from 'drizzle-orm';
import type {
  CompanyCreate,
  CompanyListQuery,
  CompanySettingsInput,
  CompanyUpdate,
  Paged,
} from '@freight/core';
import { can } from '@freight/core';
import { companyScope } from '../../access/company-scope.ts';
import type { Principal } from '../../access/principal.ts';
import { contains, documentContains } from '../../db/filters.ts';
import { orderByTerms } from '../../db/list-order.ts';
import { paginate } from '../../db/paginate.ts';
import { companies, userCompanies } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/http-error.ts';
import type { ServerContext } from '../../server-context.ts';
import type { CompanyRecord, CompanyRow } from './company-record.ts';
import { companySettings, toCompanyRecord } from './company-record.ts';

/** The column of each sortable field of the company list. */
const SORT_COLUMNS = {
  id: companies.id,
  name: companies.name,
  legal_name: companies.legal_name,
  cnpj: companies.cnpj,
  subscription_status: companies.subscription_status,
  created_at: companies.created_at,
  updated_at: companies.updated_at,
};

function settingsColumns(settings: CompanySettingsInput | undefined): Partial<CompanyRow> {
  if (!settings) return {};
  const { allow_create_route, vpo_allow_select_tag, primary_color, primary_color_is_dark, logo } = settings;
  return Object.fromEntries(
    Object.entries({
      allow_create_route,
      vpo_allow_select_tag,
      primary_color,
      primary_color_is_dark,
      logo,
    }).filter(([, value]) => value !== undefined),
  );
}

/** Subscription and quota are the super-admin's to set. */
function assertMayChangeBilling(user: Principal, body: CompanyUpdate): void {
  const billing = body.subscription_status !== undefined || body.route_quota_per_day !== undefined;
  if (billing && !user.isSuperAdmin) throw forbidden();
}

/** Companies: a user sees the companies they belong to; super-admin sees all. */
export function createCompaniesService(ctx: ServerContext) {
  const { db } = ctx;

  async function find(user: Principal, id: number): Promise<CompanyRow> {
    const [row] = await db
      .select()
      .from(companies)
      .where(and(companyScope(user, companies.id), eq(companies.id, id)));
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(user: Principal, query: CompanyListQuery): Promise<Paged<CompanyRecord>> {
      const where = and(
        companyScope(user, companies.id),
        contains(companies.name, query.name),
        contains(companies.legal_name, query.legal_name),
        documentContains(companies.cnpj, query.cnpj),
      );
      const page = await paginate(query, {
        count: () => db.$count(companies, where),
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(companies)
            .where(where)
            .orderBy(...orderByTerms(query, SORT_COLUMNS, companies.id))
            .limit(limit)
            .offset(offset),
      });
      return { ...page, data: page.data.map(toCompanyRecord) };
    },

    async mine(user: Principal): Promise<CompanyRecord[]> {
      const rows = await db
        .select()
        .from(companies)
        .where(companyScope(user, companies.id))
        .orderBy(asc(companies.name));
      return rows.map(toCompanyRecord);
    },

    async get(user: Principal, id: number): Promise<CompanyRecord> {
      return toCompanyRecord(await find(user, id));
    },

    /** Creates a company; a creator who is not super-admin becomes a member, so they can see it. */
    async create(user: Principal, body: CompanyCreate): Promise<CompanyRecord> {
      assertMayChangeBilling(user, body);
      const { settings, ...fields } = body;
      const record = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companies)
          .values({ ...fields, ...settingsColumns(settings) })
          .returning();
        if (!row) throw new Error('insert returned no row');
        if (!user.isSuperAdmin)
          await tx.insert(userCompanies).values({ user_id: user.id, company_id: row.id });
        return toCompanyRecord(row);
      });
      return record;
    },

    /** Updates the fields named; changing `settings` also needs permission company-settings. */
    async update(user: Principal, id: number, body: CompanyUpdate): Promise<CompanyRecord> {
      await find(user, id);
      assertMayChangeBilling(user, body);
      if (body.settings && !can(user, 'company-settings')) throw forbidden();
      const { settings, ...fields } = body;
      const changes = { ...fields, ...settingsColumns(settings) };
      if (Object.keys(changes).length === 0) return toCompanyRecord(await find(user, id));
      const [row] = await db.update(companies).set(changes).where(eq(companies.id, id)).returning();
      if (!row) throw notFound();
      return toCompanyRecord(row);
    },

    async remove(user: Principal, id: number): Promise<void> {
      await find(user, id);
      await db.delete(companies).where(eq(companies.id, id));
    },

    async settings(user: Principal, id: number): Promise<CompanyRecord['settings']> {
      return companySettings(await find(user, id));
    },

    async updateSettings(
      user: Principal,
      id: number,
      body: CompanySettingsInput,
    ): Promise<CompanyRecord['settings']> {
      await find(user, id);
      const changes = settingsColumns(body);
      if (Object.keys(changes).length === 0) return companySettings(await find(user, id));
      const [row] = await db.update(companies).set(changes).where(eq(companies.id, id)).returning();
      if (!row) throw notFound();
      return companySettings(row);
    },
  };
}
