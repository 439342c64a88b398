import { inArray } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { datasetImports } from '../db/schema.ts';
import { graphIdOf } from '../reference-data/graph-id.ts';
import { REQUIRED_STEPS, graphDirOf } from './data-import-steps.ts';

/**
 * Whether the data import must run before the server can work: the routing graph folder
 * (`DATA_DIR/graph`) holds no graph, or a required step (graph, states, municipalities, toll plazas and
 * tariffs, freight coefficients, plaza placements) was never imported into this database. Changed source
 * files do not count: `pnpm data:import` picks those up.
 */
export async function needsDataImport(db: Database, config: Pick<Config, 'DATA_DIR'>): Promise<boolean> {
  if (graphIdOf(graphDirOf(config)) === null) return true;
  const done = await db
    .select({ dataset: datasetImports.dataset })
    .from(datasetImports)
    .where(inArray(datasetImports.dataset, [...REQUIRED_STEPS]));
  return done.length < REQUIRED_STEPS.length;
}
