import { extractNetwork } from '../extract/extract-network.ts';
import type { ExtractOptions } from '../extract/extract-network.ts';
import type { OsmEntity } from '../extract/osm-entity.ts';
import { buildGraph } from '../graph/build-graph.ts';
import type { BuildGraphOptions } from '../graph/build-graph.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { EmbeddedRouter } from '../engine/embedded-router.ts';

/** Extracts, contracts and loads a graph from OSM entities, in memory (test helper). */
export async function testGraph(
  entities: Iterable<OsmEntity> | AsyncIterable<OsmEntity>,
  options: ExtractOptions & BuildGraphOptions = {},
): Promise<RoutingGraph> {
  const { network, stats } = await extractNetwork(entities, { minComponentMeters: 0, ...options });
  return new RoutingGraph(buildGraph(network, { ...options, stats }));
}

/** A router over a test graph. */
export async function testRouter(
  entities: Iterable<OsmEntity> | AsyncIterable<OsmEntity>,
  options: ExtractOptions & BuildGraphOptions = {},
): Promise<EmbeddedRouter> {
  return new EmbeddedRouter(await testGraph(entities, options));
}
