import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGraph, extractNetwork, profilesFor, readOsmPbf, writeGraph } from '@freight/routing';
import type { Costing, OsmEntity } from '@freight/routing';

/**
 * A fresh `DATA_DIR` (temporary folder) holding the routing graph of `entities` (or of an `.osm.pbf`
 * file) in `graph/`, contracted for `costings` (fastest and shortest). Remove it after the tests.
 */
export async function dataDirWithGraph(
  source: Iterable<OsmEntity> | string,
  costings: Costing[] = ['truck'],
  minComponentMeters = 0,
): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'route-calculation-'));
  const entities = typeof source === 'string' ? readOsmPbf(source) : source;
  const { network, stats } = await extractNetwork(entities, { minComponentMeters });
  writeGraph(
    join(dataDir, 'graph'),
    buildGraph(network, {
      profiles: profilesFor(costings, true),
      stats,
      source: typeof source === 'string' ? source : 'test',
    }),
  );
  return dataDir;
}
