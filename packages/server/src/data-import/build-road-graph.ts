import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  COSTINGS,
  DEFAULT_HIERARCHIES,
  ImportInputError,
  buildGraphInParallel,
  extractRoadNetwork,
  readRoadInput,
  standardCchMetrics,
  writeGraph,
} from '@freight/routing';
import type { GraphManifest } from '@freight/routing';

/**
 * Builds the routing graph of an OSM PBF road network into `graphDir` as `pnpm --filter @freight/routing
 * run import` does by default: the truck's fastest hierarchy (contracted on a worker thread) and the
 * customizable hierarchy with the standard metrics customized (`standardCchMetrics`: the truck's shortest
 * and 'avoid tolls', the other costings' fastest). The graph is written into a temporary folder beside
 * `graphDir` and renamed into place, replacing the old graph only once the new one is complete: a failed
 * build leaves the previous graph (or none), never half a graph.
 *
 * @throws ImportInputError when the file is missing, not a PBF or holds no roads.
 */
export async function buildRoadGraph(pbfPath: string, graphDir: string): Promise<GraphManifest> {
  const started = performance.now();
  const parent = dirname(graphDir);
  mkdirSync(parent, { recursive: true });
  const building = mkdtempSync(join(parent, `.${basename(graphDir)}-building-`));
  chmodSync(building, 0o755); // mkdtemp makes it private; the graph folder is not
  try {
    const { network, stats } = extractRoadNetwork(await readRoadInput(pbfPath));
    if (network.edgeCount === 0) throw new ImportInputError(`nenhuma via encontrada em ${pbfPath}`);
    const graph = await buildGraphInParallel(network, {
      profiles: DEFAULT_HIERARCHIES,
      cchMetrics: standardCchMetrics([...COSTINGS], DEFAULT_HIERARCHIES),
      source: pbfPath,
      stats,
    });
    graph.manifest.buildSeconds = Math.round(performance.now() - started) / 1000;
    writeGraph(building, graph);
    const previous = existsSync(graphDir) ? `${building}-previous` : null;
    if (previous) renameSync(graphDir, previous);
    try {
      renameSync(building, graphDir);
    } catch (error) {
      if (previous) renameSync(previous, graphDir);
      throw error;
    }
    if (previous) rmSync(previous, { recursive: true, force: true });
    return graph.manifest;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
