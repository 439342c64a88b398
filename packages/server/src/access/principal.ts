import { sql } from 'drizzle-orm';
import type { CompanySubscriptionStatus, Permission } from '@freight/core';
import { PERMISSIONS, ROLE_SUPER_ADMIN } from '@freight/core';
import type { Database } from '../db/database.ts';
import {
  companies,
  permissions,
  revokedTokens,
  rolePermissions,
  roles,
  userCompanies,
  userPermissions,
  userRoles,
  users,
} from '../db/schema.ts';

/** The authenticated user of a request, as loaded from the database for each call. */
export interface Principal {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  /** Role names. */
  readonly roles: readonly string[];
  /** Effective permissions: those of the roles plus direct grants (every one for super-admin). */
  readonly permissions: readonly Permission[];
  /** Whether the user has the role super-admin: every permission, every company. */
  readonly isSuperAdmin: boolean;
  /** Companies the user belongs to, with their subscription status. */
  readonly companies: readonly {
    readonly id: number;
    readonly subscription_status: CompanySubscriptionStatus;
  }[];
  /** Ids of {@link companies}. */
  readonly companyIds: readonly number[];
  /** The session token's id, expiry (seconds since the epoch) and the user's session version it holds. */
  readonly session: {
    readonly jti: string;
    readonly exp: number;
    readonly token: string;
    readonly sessionVersion: number;
  };
}

interface PrincipalRow extends Record<string, unknown> {
  id: number;
  email: string;
  name: string;
  revoked: boolean;
  roles: string[] | null;
  permissions: string[] | null;
  companies: { id: number; subscription_status: CompanySubscriptionStatus }[] | null;
}

/**
 * The principal of an active user holding an unrevoked token of their current session version, or
 * `undefined` (the call answers 401). One round trip: it runs on every authenticated call the principal
 * cache does not answer.
 */
export async function loadPrincipal(
  db: Database,
  userId: number,
  session: Principal['session'],
  now: Date,
): Promise<Principal | undefined> {
  const result = await db.execute<PrincipalRow>(sql`
    select ${users.id} as id, ${users.email} as email, ${users.name} as name,
      exists (
        select 1 from ${revokedTokens}
        where ${revokedTokens.jti} = ${session.jti} and ${revokedTokens.expires_at} > ${now.toISOString()}
      ) as revoked,
      (
        select json_agg(${roles.name} order by ${roles.name}) from ${userRoles}
        join ${roles} on ${roles.id} = ${userRoles.role_id} where ${userRoles.user_id} = ${users.id}
      ) as roles,
      (
        select json_agg(distinct ${permissions.name}) from ${permissions}
        where ${permissions.id} in (
          select ${rolePermissions.permission_id} from ${rolePermissions}
          join ${userRoles} on ${userRoles.role_id} = ${rolePermissions.role_id}
          where ${userRoles.user_id} = ${users.id}
          union
          select ${userPermissions.permission_id} from ${userPermissions} where ${userPermissions.user_id} = ${users.id}
        )
      ) as permissions,
      (
        select json_agg(json_build_object('id', ${companies.id}, 'subscription_status', ${companies.subscription_status}) order by ${companies.id})
        from ${userCompanies} join ${companies} on ${companies.id} = ${userCompanies.company_id}
        where ${userCompanies.user_id} = ${users.id}
      ) as companies
    from ${users}
    where ${users.id} = ${userId} and ${users.active} and ${users.session_version} = ${session.sessionVersion}
  `);
  const row = result.rows[0];
  if (!row || row.revoked) return undefined;
  const roleNames = row.roles ?? [];
  const isSuperAdmin = roleNames.includes(ROLE_SUPER_ADMIN);
  const granted = new Set(row.permissions ?? []);
  const memberships = row.companies ?? [];
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: roleNames,
    permissions: isSuperAdmin ? PERMISSIONS : PERMISSIONS.filter((name) => granted.has(name)),
    isSuperAdmin,
    companies: memberships,
    companyIds: memberships.map((company) => company.id),
    session,
  };
}
