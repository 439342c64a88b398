import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';

/** A database engine the API tests run against. */
export type Backend = 'pglite' | 'postgres';

/** PostgreSQL server of the tests (scripts/pg-test-server.sh exports it), if any. */
export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'] || undefined;

/**
 * The backends to test: PGlite always, plus PostgreSQL when `TEST_DATABASE_URL` is set.
 *
 * @example describe.each(backends)('shippers on %s', (backend) => { ... })
 */
export const backends: readonly Backend[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, empty database `t_<random>` on the test PostgreSQL server: its address and its drop. */
export interface TestPostgresDatabase {
  readonly url: string;
  /** Drops the database (closing what is still connected to it). */
  drop(): Promise<void>;
}

/** Creates a {@link TestPostgresDatabase} (for a real server process, or for {@link openTestDatabase}). */
export async function createTestPostgresDatabase(): Promise<TestPostgresDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, empty, unmigrated database: PGlite in memory, or a new database `t_<random>` on the test
 * PostgreSQL server, dropped again by `close()`.
 */
export async function openTestDatabase(backend: Backend): Promise<DatabaseHandle> {
  if (backend === 'pglite') return openDatabase({ driver: 'pglite', inMemory: true });
  const database = await createTestPostgresDatabase();
  const handle = await openDatabase({ driver: 'postgres', url: database.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
