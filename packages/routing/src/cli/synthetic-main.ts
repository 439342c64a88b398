import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { extractNetwork } from '../extract/extract-network.ts';
import { buildGraph, profilesFor } from '../graph/build-graph.ts';
import { writeGraph } from '../graph/graph-files.ts';
import { Progress } from './progress.ts';
import { syntheticNetwork } from './synthetic-network.ts';

const { values } = parseArgs({
  options: { nodes: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string' } },
});
const cwd = process.env['INIT_CWD'] ?? process.cwd();
const out = resolve(cwd, values.out ?? 'data/graph-synthetic');
const progress = new Progress();
const started = performance.now();
const { network, stats } = await extractNetwork(
  syntheticNetwork({ nodes: Number(values.nodes ?? 1_000_000), seed: Number(values.seed ?? 1) }),
  { onProgress: (stage, done) => progress.update(`extract: ${stage}`, done) },
);
const graph = buildGraph(network, {
  profiles: profilesFor(['truck'], false),
  source: 'synthetic',
  stats,
  onProgress: (stage, done, total) => progress.update(stage, done, total),
});
writeGraph(out, graph);
progress.done();
process.stdout.write(
  `synthetic graph: ${network.nodeCount} nodes, ${network.edgeCount} edges → ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s, peak ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n`,
);
