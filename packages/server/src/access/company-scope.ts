import { eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { companies } from '../db/schema.ts';
import { invalid, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import type { Principal } from './principal.ts';
import { assertSubscriptionActive } from './subscription.ts';

/**
 * The condition that keeps a query to the user's companies (SPEC: every record belongs to a company; a
 * user reads and writes only those of their companies): `undefined` (no restriction) for super-admin.
 * Combine it with the other filters with `and(...)`.
 *
 * @example db.select().from(shippers).where(and(companyScope(user, shippers.company_id), eq(shippers.id, id)))
 */
export function companyScope(user: Principal, column: PgColumn): SQL | undefined {
  if (user.isSuperAdmin) return undefined;
  if (user.companyIds.length === 0) return sql`false`;
  return inArray(column, [...user.companyIds]);
}

/**
 * Checks that `user` may write a record into company `companyId` (a body's `company_id`): the company
 * exists and the user belongs to it (super-admin: any company), else 422 on `field`; and its
 * subscription is active, else 402 / 423 (not for super-admin).
 */
export async function assertCompanyWritable(
  db: Database,
  user: Principal,
  companyId: number,
  field = 'company_id',
): Promise<void> {
  if (!user.isSuperAdmin && !user.companyIds.includes(companyId)) {
    throw invalid({ [field]: MESSAGES.invalidCompany });
  }
  const [company] = await db
    .select({ status: companies.subscription_status })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw invalid({ [field]: MESSAGES.invalidCompany });
  if (!user.isSuperAdmin) assertSubscriptionActive(company.status);
}

/**
 * Checks that company `companyId` exists and `user` belongs to it (super-admin: any company), else 404 —
 * the rule of a company's own sub-resources (`/api/companies/{id}/…`).
 */
export async function assertCompanyVisible(db: Database, user: Principal, companyId: number): Promise<void> {
  if (!user.isSuperAdmin && !user.companyIds.includes(companyId)) throw notFound();
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
}
