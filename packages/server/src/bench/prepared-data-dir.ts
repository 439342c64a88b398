import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { runDataImport } from '../data-import/run-data-import.ts';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { createLogger } from '../logging/logger.ts';
import { prepareDatabase } from '../seed/prepare-database.ts';

/** Password of the demo users of the benches that start a server. */
export const BENCH_DEMO_PASSWORD = 'demo-bench-senha';

/**
 * The environment of a bench's server process over the shared data: demo users with
 * {@link BENCH_DEMO_PASSWORD}, no import at start (the bench prepared it), no fair-use limit.
 */
export function benchServerEnv(sourceDir: string, logLevel: string): Record<string, string> {
  return {
    DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
    LOG_LEVEL: logLevel,
    DATA_SOURCE_DIR: sourceDir,
    AUTO_IMPORT: 'false',
    FAIR_USE_ROUTES_PER_DAY: '100000000',
  };
}

/**
 * `dataDir` prepared as a deployment has it: the demo data, then the data import (graph, datasets,
 * placements); `then` runs on the database before it closes. Returns the configuration and the seconds taken.
 */
export async function prepareDataDir(
  dataDir: string,
  env: Record<string, string>,
  then?: (config: Config, db: Database) => Promise<void>,
): Promise<{ config: Config; seconds: number }> {
  const started = performance.now();
  const config = loadConfig({ DATA_DIR: dataDir, ...env, LOG_LEVEL: 'silent' });
  const handle = await openDatabase({ driver: 'pglite', dataDir: `${config.DATA_DIR}/db` });
  try {
    await prepareDatabase(handle, { config, logger: createLogger('silent'), print: () => undefined });
    const report = await runDataImport({ db: handle.db, config });
    if (!report.ok) {
      throw new Error(
        `data import failed: ${JSON.stringify(report.steps.filter((step) => step.status === 'failed'))}`,
      );
    }
    await then?.(config, handle.db);
  } finally {
    await handle.close();
  }
  return { config, seconds: Math.round((performance.now() - started) / 10) / 100 };
}
