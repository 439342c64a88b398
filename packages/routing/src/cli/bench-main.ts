import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { extractNetwork, extractRoadNetwork } from '../extract/extract-network.ts';
import { readRoadInput } from '../extract/read-road-input.ts';
import type { RoadNetwork } from '../extract/road-network.ts';
import { buildGraph, profilesFor } from '../graph/build-graph.ts';
import type { GraphData } from '../graph/build-graph.ts';
import { loadGraph } from '../graph/graph-files.ts';
import { sharedOsm } from '../test-support/shared-data.ts';
import { benchQueries } from './bench.ts';
import { benchCch } from './bench-cch.ts';
import { benchOptionRoutes } from './bench-options.ts';
import { syntheticNetwork } from './synthetic-network.ts';
import { fileSink } from '../synthetic/osm-pbf-writer.ts';
import { writeSyntheticPbf } from '../synthetic/write-synthetic-pbf.ts';

const { values } = parseArgs({
  options: {
    pbf: { type: 'string' },
    'synthetic-nodes': { type: 'string' },
    pairs: { type: 'string' },
    only: { type: 'string' },
    'synthetic-pbf-scale': { type: 'string' },
    cch: { type: 'boolean' },
    'cch-only': { type: 'boolean' },
    graph: { type: 'string' },
    'stop-after-extract': { type: 'boolean' },
  },
});
const pairs = Number(values.pairs ?? 1000);
const emit = (record: Record<string, unknown>): void =>
  void process.stdout.write(`${JSON.stringify(record)}\n`);

const rssMb = (): number => Math.round(process.memoryUsage().rss / 2 ** 20);
const peakRssMb = (): number => Math.round(process.resourceUsage().maxRSS / 1024);

/** An OSM PBF file read and extracted as the import does (two passes, then the extract), timed by stage. */
async function extractPbf(label: string, path: string): Promise<RoadNetwork> {
  const started = performance.now();
  const input = await readRoadInput(path);
  const read = performance.now();
  emit({
    bench: label,
    measure: 'read',
    osmNodes: input.osmNodes,
    osmWays: input.osmWays,
    points: input.pointCount,
    keptWays: input.wayAttributes.length,
    seconds: Math.round(read - started) / 1000,
    rssMb: rssMb(),
    peakRssMb: peakRssMb(),
  });
  const { network } = extractRoadNetwork(input);
  emit({
    bench: label,
    measure: 'extract',
    nodes: network.nodeCount,
    edges: network.edgeCount,
    shapePoints: network.shapeLat.length,
    seconds: Math.round(performance.now() - read) / 1000,
    rssMb: rssMb(),
    peakRssMb: peakRssMb(),
  });
  return network;
}

async function run(label: string, extract: () => Promise<RoadNetwork>): Promise<void> {
  const started = performance.now();
  const extractedNetwork = await extract();
  const extracted = performance.now();
  if (values['stop-after-extract'] === true) return;
  let cchStarted = 0;
  let cchMs = 0;
  const cchOnly = values['cch-only'] === true;
  const data = buildGraph(extractedNetwork, {
    profiles: cchOnly ? [] : profilesFor(['truck'], false),
    onProgress: (stage, done) => {
      if (stage !== 'cch') return;
      if (done === 0) cchStarted = performance.now();
      else cchMs = performance.now() - cchStarted;
    },
  });
  const built = performance.now();
  const megabytes = (prefix: string): number =>
    Math.round(
      Object.entries(data.arrays)
        .filter(([name]) => name.startsWith(prefix))
        .reduce((sum, [, array]) => sum + array.byteLength, 0) / 1e5,
    ) / 10;
  emit({
    bench: label,
    measure: 'import',
    nodes: extractedNetwork.nodeCount,
    edges: extractedNetwork.edgeCount,
    extractSeconds: Math.round(extracted - started) / 1000,
    contractSeconds: Math.round(built - extracted - cchMs) / 1000,
    cchSeconds: Math.round(cchMs) / 1000,
    cchArcs: data.arrays['cch.arcHead']?.length ?? 0,
    truckHierarchyMb: megabytes('truck.'),
    cchMb: megabytes('cch.'),
    peakRssMb: peakRssMb(),
  });
  if (values.cch === true) {
    for (const record of benchCch(data, label, pairs)) emit(record);
    return;
  }
  if (!cchOnly) for (const record of benchQueries(data, label, pairs)) emit(record);
  for (const record of benchOptionRoutes(data, label, pairs)) emit(record);
}

/**
 * `--synthetic-pbf-scale 1` (with `--only synthetic-pbf` to skip the other runs): writes the Brazil-size
 * synthetic PBF into a temporary folder, imports it (`--stop-after-extract`: only reads and extracts it) and
 * deletes it. Off unless asked (minutes and gigabytes at scale 1).
 */
async function runSyntheticPbf(scale: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'freight-bench-pbf-'));
  try {
    const path = join(dir, 'synthetic.osm.pbf');
    const started = performance.now();
    const file = fileSink(path);
    const report = writeSyntheticPbf(file.write, { scale });
    file.close();
    emit({
      bench: `synthetic-pbf-${scale}`,
      measure: 'generate',
      osmNodes: report.nodes,
      osmWays: report.ways,
      megabytes: Math.round(report.bytes / 1e5) / 10,
      seconds: Math.round(performance.now() - started) / 1000,
    });
    await run(`synthetic-pbf-${scale}`, () => extractPbf(`synthetic-pbf-${scale}`, path));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `--graph <folder>`: a graph folder as the import wrote it, loaded as the server loads it (load time,
 * resident memory), then the query benches on it (the hierarchy's if it has a truck hierarchy, and the
 * option routes on its CCH).
 */
function runGraphFolder(dir: string): void {
  const label = basename(dir);
  const before = rssMb();
  const started = performance.now();
  const data: GraphData = loadGraph(dir);
  const arrays = Object.keys(data.manifest.arrays).length;
  emit({
    bench: label,
    measure: 'load graph folder',
    nodes: data.manifest.counts.nodes,
    edges: data.manifest.counts.edges,
    hierarchies: data.manifest.profiles.map((profile) => profile.name),
    cchMetrics: (data.manifest.cchMetrics ?? []).map((profile) => profile.name),
    arrays,
    seconds: Math.round(performance.now() - started) / 1000,
    rssGrowthMb: rssMb() - before,
    rssMb: rssMb(),
  });
  if (data.manifest.profiles.some((profile) => profile.name === 'truck'))
    for (const record of benchQueries(data, label, pairs)) emit(record);
  for (const record of benchOptionRoutes(data, label, pairs)) emit(record);
}

if (values.graph !== undefined) runGraphFolder(values.graph);
if (values['synthetic-pbf-scale'] !== undefined) await runSyntheticPbf(Number(values['synthetic-pbf-scale']));
if (values.only !== 'synthetic' && values.only !== 'synthetic-pbf' && values.only !== 'graph') {
  const label = values.pbf === undefined ? 'brasil-rodovias' : basename(values.pbf, '.osm.pbf');
  await run(label, () => extractPbf(label, values.pbf ?? sharedOsm('brasil-rodovias')));
}
if (values.only !== 'pbf' && values.only !== 'synthetic-pbf' && values.only !== 'graph')
  await run(
    'synthetic-1M',
    async () =>
      (await extractNetwork(syntheticNetwork({ nodes: Number(values['synthetic-nodes'] ?? 1_000_000) })))
        .network,
  );
