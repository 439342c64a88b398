import { parseArgs } from 'node:util';
import { extractNetwork } from '../extract/extract-network.ts';
import { readOsmPbf } from '../extract/read-osm-pbf.ts';
import type { OsmEntity } from '../extract/osm-entity.ts';
import { buildGraph, profilesFor } from '../graph/build-graph.ts';
import { sharedOsm } from '../test-support/shared-data.ts';
import { benchQueries } from './bench.ts';
import { benchCch } from './bench-cch.ts';
import { syntheticNetwork } from './synthetic-network.ts';

const { values } = parseArgs({
  options: {
    pbf: { type: 'string' },
    'synthetic-nodes': { type: 'string' },
    pairs: { type: 'string' },
    only: { type: 'string' },
    cch: { type: 'boolean' },
  },
});
const pairs = Number(values.pairs ?? 1000);
const emit = (record: Record<string, unknown>): void =>
  void process.stdout.write(`${JSON.stringify(record)}\n`);

async function run(label: string, entities: AsyncIterable<OsmEntity> | Iterable<OsmEntity>): Promise<void> {
  const started = performance.now();
  const { network } = await extractNetwork(entities);
  const extracted = performance.now();
  const data = buildGraph(network, { profiles: profilesFor(['truck'], false) });
  const built = performance.now();
  emit({
    bench: label,
    measure: 'import',
    nodes: network.nodeCount,
    edges: network.edgeCount,
    extractSeconds: Math.round(extracted - started) / 1000,
    contractSeconds: Math.round(built - extracted) / 1000,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  });
  const records = values.cch === true ? benchCch(data, label, pairs) : benchQueries(data, label, pairs);
  for (const record of records) emit(record);
}

if (values.only !== 'synthetic')
  await run('brasil-rodovias', readOsmPbf(values.pbf ?? sharedOsm('brasil-rodovias')));
if (values.only !== 'pbf')
  await run('synthetic-1M', syntheticNetwork({ nodes: Number(values['synthetic-nodes'] ?? 1_000_000) }));
