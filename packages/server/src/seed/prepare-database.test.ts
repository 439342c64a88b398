import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import {
  companies,
  costCenters,
  plates,
  plateTags,
  savedRoutes,
  shippers,
  vehicleTypes,
} from '../db/schema.ts';
import { createLogger } from '../logging/logger.ts';
import { createServerContext } from '../server-context.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { DEMO_USERS } from './demo-data.ts';
import { prepareDatabase } from './prepare-database.ts';

describe('first start', () => {
  let handle: DatabaseHandle;
  const printed: string[] = [];
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    const options = { config, logger: createLogger('silent'), print: (text: string) => printed.push(text) };
    await prepareDatabase(handle, options);
    await prepareDatabase(handle, options);
  }, 60_000);
  afterAll(() => handle?.close());

  it('seeds the demo company, vehicle types, plates, cost centers and shippers, once', async () => {
    expect(await handle.db.$count(companies)).toBe(1);
    expect(await handle.db.$count(vehicleTypes)).toBeGreaterThan(5);
    expect(await handle.db.$count(plates)).toBeGreaterThan(0);
    expect(await handle.db.$count(plateTags)).toBeGreaterThan(0);
    expect(await handle.db.$count(costCenters)).toBeGreaterThan(0);
    expect(await handle.db.$count(shippers)).toBeGreaterThan(0);
    expect(await handle.db.$count(savedRoutes)).toBeGreaterThan(0);
  });

  it('prints each demo user and password once, and the printed password logs in', async () => {
    expect(printed).toHaveLength(1);
    const notice = printed[0] ?? '';
    for (const user of DEMO_USERS) expect(notice).toContain(user.email);
    const line = notice.split('\n').find((text) => text.includes('operador@example.com')) ?? '';
    const password = line.trim().split(/\s+/).at(-1) ?? '';
    const app = createApp(
      createServerContext({
        config,
        db: handle.db,
        jwtSecret: 'x'.repeat(32),
        logger: createLogger('silent'),
      }),
    );
    const res = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'operador@example.com', password }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: { settings: { roles: string[]; companies: { settings: object }[] } };
    };
    expect(body.data.settings.roles).toEqual(['operator']);
    expect(body.data.settings.companies[0]?.settings).toMatchObject({
      primary_color: '#1565c0',
      allow_create_route: true,
    });
  });
});
