import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The file a finished preparation leaves in its folder, with the environment it was prepared with. */
const PREPARED_MARKER = 'bench-prepared.json';

/**
 * `dataDir` prepared as a deployment has it: the demo data, then the data import (graph, datasets,
 * placements); `then` runs on the database before it closes. Returns the configuration and the seconds
 * taken. With `reuse`, a folder this function prepared before with the same environment is used as it
 * is (`seconds` is then null): a country-size import takes about ten minutes.
 */
export async function prepareDataDir(
  dataDir: string,
  env: Record<string, string>,
  then?: (config: Config, db: Database) => Promise<void>,
  reuse = false,
): Promise<{ config: Config; seconds: number | null }> {
  const started = performance.now();
  const config = loadConfig({ DATA_DIR: dataDir, ...env, LOG_LEVEL: 'silent' });
  const marker = join(dataDir, PREPARED_MARKER);
  const stamp = JSON.stringify(env);
  const reused = reuse && existsSync(marker) && readFileSync(marker, 'utf8') === stamp;
  const handle = await openDatabase({ driver: 'pglite', dataDir: `${config.DATA_DIR}/db` });
  try {
    if (!reused) {
      await prepareDatabase(handle, { config, logger: createLogger('silent'), print: () => undefined });
      const report = await runDataImport({ db: handle.db, config });
      if (!report.ok) {
        throw new Error(
          `data import failed: ${JSON.stringify(report.steps.filter((step) => step.status === 'failed'))}`,
        );
      }
      writeFileSync(marker, stamp);
    }
    await then?.(config, handle.db);
  } finally {
    await handle.close();
  }
  return { config, seconds: reused ? null : Math.round((performance.now() - started) / 10) / 100 };
}
