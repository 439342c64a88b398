import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, openDatabase } from './database.ts';
import { companies } from './schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';

const TABLES = [
  'access_version',
  'companies',
  'company_logos',
  'cost_centers',
  'dataset_imports',
  'freight_coefficients',
  'login_failures',
  'municipalities',
  'permissions',
  'plate_check_configs',
  'plate_check_items',
  'plate_checks',
  'plate_list_versions',
  'plate_tags',
  'plates',
  'revoked_tokens',
  'role_permissions',
  'roles',
  'saved_routes',
  'shippers',
  'short_links',
  'sso_logins',
  'states',
  'toll_plaza_discounts',
  'toll_plaza_groups',
  'toll_plaza_placements',
  'toll_plazas',
  'toll_point_to_point',
  'toll_tariffs',
  'usage_counters',
  'user_companies',
  'user_permissions',
  'user_roles',
  'users',
  'vehicle_types',
  'vpo_events',
  'vpo_exchanges',
  'vpo_purchases',
  'vpo_supplier_configs',
  'weighing_stations',
];

describe.each(backends)('migrations on %s', (backend) => {
  it('create every table once, and a second run changes nothing', async () => {
    const handle = await openTestDatabase(backend);
    try {
      await handle.migrate();
      await handle.migrate();
      const result = await handle.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      expect(result.rows.map((row) => row.table_name)).toEqual(TABLES);
      const applied = await handle.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe('PGlite in a data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'freight-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the data across a close and a reopen', async () => {
    const first = await openDatabase({ driver: 'pglite', dataDir: join(dir, 'db') });
    await first.migrate();
    await first.db
      .insert(companies)
      .values({ name: 'Persistida', legal_name: 'Persistida Ltda', cnpj: '60485137000105' });
    await first.close();
    const again = await openDatabase({ driver: 'pglite', dataDir: join(dir, 'db') });
    try {
      await again.migrate();
      expect(await again.db.$count(companies)).toBe(1);
    } finally {
      await again.close();
    }
  }, 60_000);
});
