import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { companies } from '../db/schema.ts';
import type { Logger } from '../logging/logger.ts';
import type { DemoCredential } from './demo-data.ts';
import { seedDemo } from './demo-data.ts';
import { ensureVehicleTypes } from './reference-data.ts';
import { syncAccess } from './sync-access.ts';

/** The one-time notice of the demo accounts, for people (not a JSON log line). */
export function demoCredentialsNotice(credentials: readonly DemoCredential[]): string {
  const lines = credentials.map(
    (user) => `  ${user.role.padEnd(12)} ${user.email.padEnd(26)} ${user.password}`,
  );
  return [
    '',
    '==> Dados de demonstração criados. Usuários (senhas mostradas só agora; guarde-as):',
    ...lines,
    '',
  ].join('\n');
}

/**
 * Start-up of the database: migrations, permission catalogue and built-in roles, vehicle types, and, on
 * the first start (no company yet) with `SEED_DEMO`, the demo data, whose passwords go to `print` once.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { config: Config; logger: Logger; print: (text: string) => void },
): Promise<void> {
  const { config, logger, print } = options;
  await handle.migrate();
  await syncAccess(handle.db);
  await ensureVehicleTypes(handle.db);
  logger.info('database ready', { driver: handle.driver });
  if (!config.SEED_DEMO || (await handle.db.$count(companies)) > 0) return;
  const credentials = await seedDemo(handle.db, config.DEMO_PASSWORD);
  if (credentials.length > 0) print(demoCredentialsNotice(credentials));
}
