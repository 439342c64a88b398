import { ConfigError, loadProcessConfig } from './config.ts';
import { databaseLocation, openDatabase } from './db/database.ts';
import { demoCredentialsNotice } from './seed/prepare-database.ts';
import { seedDemo } from './seed/demo-data.ts';
import { ensureVehicleTypes } from './seed/reference-data.ts';
import { syncAccess } from './seed/sync-access.ts';

/**
 * `pnpm --filter @freight/server seed`: migrates, synchronises permissions and roles, adds vehicle types
 * and the demo data when the demo company is missing, printing the new passwords. Safe to repeat.
 */
async function seed(): Promise<void> {
  const config = loadProcessConfig();
  const database = await openDatabase(databaseLocation(config));
  try {
    await database.migrate();
    await syncAccess(database.db);
    await ensureVehicleTypes(database.db);
    const credentials = await seedDemo(database.db, config.DEMO_PASSWORD);
    console.log(
      credentials.length > 0 ? demoCredentialsNotice(credentials) : 'Os dados de demonstração já existem.',
    );
  } finally {
    await database.close();
  }
}

seed().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
