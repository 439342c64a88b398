import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { ROLE_ADMIN, ROLE_OPERATOR, ROLE_SUPER_ADMIN } from '@freight/core';
import { createApp } from '../app.ts';
import { hashPassword } from '../auth/password.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { companies, roles, userCompanies, userRoles, users } from '../db/schema.ts';
import type { Geocoder } from '../geocoding/geocoder.ts';
import type { AppEnv } from '../http/endpoint.ts';
import type { RouteServices } from '../route-calculation/route-services.ts';
import type { VpoSupplierSource } from '../vpo/suppliers/supplier-source.ts';
import { createLogger } from '../logging/logger.ts';
import { ensureVehicleTypes } from '../seed/reference-data.ts';
import { syncAccess } from '../seed/sync-access.ts';
import type { ServerContext } from '../server-context.ts';
import { createServerContext } from '../server-context.ts';
import type { Backend } from './test-database.ts';
import { openTestDatabase } from './test-database.ts';

/** Password of every fixture user. */
export const TEST_PASSWORD = 'Senha-de-teste-1';

/** The fixture users: who they are and what they may do. */
export const TEST_USERS = {
  /** Role super-admin, member of no company: sees everything. */
  superAdmin: { email: 'super@teste.com.br', name: 'Super Admin', role: ROLE_SUPER_ADMIN, company: null },
  /** Role admin of company A. */
  adminA: { email: 'admin.a@teste.com.br', name: 'Admin A', role: ROLE_ADMIN, company: 'A' },
  /** Role operator of company A (no deletes, no users or roles). */
  operatorA: { email: 'operador.a@teste.com.br', name: 'Operador A', role: ROLE_OPERATOR, company: 'A' },
  /** Member of company A without any role or permission: 403 on every permission-guarded call. */
  guestA: { email: 'visitante.a@teste.com.br', name: 'Visitante A', role: null, company: 'A' },
  /** Role admin of company B: the user of the other tenant. */
  adminB: { email: 'admin.b@teste.com.br', name: 'Admin B', role: ROLE_ADMIN, company: 'B' },
} as const;

/** Name of a fixture user. */
export type TestUser = keyof typeof TEST_USERS;

/** An answer as tests read it. */
export interface TestResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies freely
  body: any;
  headers: Headers;
}

/** Who calls: a fixture user, an explicit bearer token (`{ token }`), or nobody (`null`). */
export type Caller = TestUser | { token: string } | null;

/** Options of one call. */
export interface CallOptions {
  /** JSON body (objects are serialised; a string is sent as is). */
  body?: unknown;
  /** Client address seen by the server (default 127.0.0.1). */
  address?: string;
  headers?: Record<string, string>;
}

/** A running API over a fresh database with two companies and the {@link TEST_USERS}. */
export interface TestApi {
  readonly backend: Backend;
  readonly app: Hono<AppEnv>;
  readonly ctx: ServerContext;
  readonly db: Database;
  readonly config: Config;
  /** The key that signs the session tokens (tests check that no answer shows it). */
  readonly jwtSecret: string;
  /** The clock of the app (milliseconds); assign `clock.now` to move time. */
  readonly clock: { now: number };
  /** Ids of the fixture companies. */
  readonly companyA: number;
  readonly companyB: number;
  /** Ids of the fixture users. */
  readonly userIds: Readonly<Record<TestUser, number>>;
  /** Logs the user in once (cached) and returns the token. */
  token(user: TestUser): Promise<string>;
  /** Calls the API as `caller`. */
  call(caller: Caller, method: string, path: string, options?: CallOptions): Promise<TestResponse>;
  /** Short-hands for one caller. */
  as(caller: Caller): {
    get(path: string): Promise<TestResponse>;
    post(path: string, body?: unknown): Promise<TestResponse>;
    put(path: string, body?: unknown): Promise<TestResponse>;
    delete(path: string): Promise<TestResponse>;
  };
  /** Closes the app's database (and drops it on PostgreSQL). Call in `afterAll`. */
  close(): Promise<void>;
}

/** Optional services of the app under test (route calculation, geocoding). */
export interface TestServices {
  routeServices?: RouteServices;
  geocoder?: Geocoder;
  /** VPO suppliers (default: the server's). */
  vpoSuppliers?: VpoSupplierSource;
  /** Receives every log line (with `LOG_LEVEL` set in the env); standard output otherwise. */
  log?: (line: string) => void;
}

let passwordHash: Promise<string> | undefined;

async function seedFixtures(db: Database) {
  await syncAccess(db);
  await ensureVehicleTypes(db);
  const [a, b] = await db
    .insert(companies)
    .values([
      { name: 'Transportes Alfa', legal_name: 'Transportes Alfa Ltda', cnpj: '60485137000105' },
      { name: 'Logística Beta', legal_name: 'Logística Beta S.A.', cnpj: '28051739000141' },
    ])
    .returning({ id: companies.id });
  if (!a || !b) throw new Error('fixture companies not created');
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  const userIds = {} as Record<TestUser, number>;
  for (const [key, fixture] of Object.entries(TEST_USERS) as [TestUser, (typeof TEST_USERS)[TestUser]][]) {
    const [row] = await db
      .insert(users)
      .values({ name: fixture.name, email: fixture.email, password_hash: hash })
      .returning({ id: users.id });
    if (!row) throw new Error('fixture user not created');
    userIds[key] = row.id;
    if (fixture.role) {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, fixture.role));
      if (role) await db.insert(userRoles).values({ user_id: row.id, role_id: role.id });
    }
    if (fixture.company) {
      await db
        .insert(userCompanies)
        .values({ user_id: row.id, company_id: fixture.company === 'A' ? a.id : b.id });
    }
  }
  return { companyA: a.id, companyB: b.id, userIds };
}

/**
 * Starts the API over a fresh migrated database of `backend` with companies A and B and the
 * {@link TEST_USERS}. One per test file (PGlite takes ~3 s to create): `beforeAll` / `afterAll`.
 *
 * @example
 * describe.each(backends)('shippers on %s', (backend) => {
 *   let api: TestApi;
 *   beforeAll(async () => { api = await startTestApi(backend); }, 60_000);
 *   afterAll(() => api.close());
 *   it('lists', async () => expect((await api.as('adminA').get('/api/shippers')).status).toBe(200));
 * });
 */
export async function startTestApi(
  backend: Backend,
  env: Record<string, string> = {},
  services: TestServices = {},
): Promise<TestApi> {
  const handle: DatabaseHandle = await openTestDatabase(backend);
  try {
    await handle.migrate();
    const fixtures = await seedFixtures(handle.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });
    const clock = { now: Date.now() };
    const jwtSecret = randomBytes(32).toString('hex');
    const ctx = createServerContext({
      config,
      db: handle.db,
      dbDriver: handle.driver,
      jwtSecret,
      logger: createLogger(config.LOG_LEVEL, services.log),
      clock: () => clock.now,
      routeServices: services.routeServices,
      geocoder: services.geocoder,
      ...(services.vpoSuppliers ? { vpoSuppliers: services.vpoSuppliers } : {}),
    });
    const app = createApp(ctx);
    const tokens = new Map<TestUser, string>();

    const call: TestApi['call'] = async (caller, method, path, options = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      if (caller !== null) {
        headers['authorization'] =
          `Bearer ${typeof caller === 'string' ? await api.token(caller) : caller.token}`;
      }
      let body: string | undefined;
      if (options.body !== undefined) {
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await app.request(
        path,
        { method, headers, body },
        {
          incoming: { socket: { remoteAddress: options.address ?? '127.0.0.1' } },
        },
      );
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: the text itself
      }
      return { status: res.status, body: parsed, headers: res.headers };
    };

    const api: TestApi = {
      backend,
      app,
      ctx,
      db: handle.db,
      config,
      jwtSecret,
      clock,
      ...fixtures,
      async token(user) {
        const cached = tokens.get(user);
        if (cached) return cached;
        const res = await call(null, 'POST', '/api/auth/login', {
          body: { email: TEST_USERS[user].email, password: TEST_PASSWORD },
          address: `10.9.9.${Object.keys(TEST_USERS).indexOf(user) + 1}`,
        });
        if (res.status !== 200)
          throw new Error(`login of ${user} failed: ${res.status} ${JSON.stringify(res.body)}`);
        const token = res.body.data.token as string;
        tokens.set(user, token);
        return token;
      },
      call,
      as: (caller) => ({
        get: (path) => call(caller, 'GET', path),
        post: (path, body) => call(caller, 'POST', path, { body }),
        put: (path, body) => call(caller, 'PUT', path, { body }),
        delete: (path) => call(caller, 'DELETE', path),
      }),
      close: async () => {
        await ctx.fairUse.close();
        await handle.close();
      },
    };
    return api;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
