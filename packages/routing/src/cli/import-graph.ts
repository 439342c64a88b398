import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { COSTINGS, isCosting } from '../costing/costing.ts';
import type { Costing } from '../costing/costing.ts';
import type { ExtractStats } from '../extract/extract-network.ts';
import { extractRoadNetwork } from '../extract/extract-network.ts';
import { ImportInputError } from '../extract/import-input-error.ts';
import { readRoadInput } from '../extract/read-road-input.ts';
import type { RoadNetwork } from '../extract/road-network.ts';
import {
  DEFAULT_HIERARCHIES,
  buildGraphInParallel,
  profilesFor,
  standardCchMetrics,
} from '../graph/build-graph.ts';
import { writeGraph } from '../graph/graph-files.ts';
import { Progress } from './progress.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Default graph folder: `data/graph` at the repository root. */
export const DEFAULT_GRAPH_DIR = resolve(REPO_ROOT, 'data', 'graph');

const USAGE =
  'usage: import <file.osm.pbf> [--out data/graph] [--costings truck,bus,auto,motorcycle] [--hierarchies truck|all|none] [--no-shortest] [--no-cch] [--min-component 1000]';

/**
 * The import command: OSM PBF → extract → the CCH with its standard metrics customized, and hierarchies
 * for `--hierarchies` (default the truck's fastest; `all` and `--no-cch` give one per profile) → graph
 * folder, with progress on stderr and a report of time and peak memory. Returns the process exit code (1 with a one-line message on bad input).
 */
export async function runImport(argv: readonly string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        costings: { type: 'string' },
        'no-shortest': { type: 'boolean' },
        'no-cch': { type: 'boolean' },
        hierarchies: { type: 'string' },
        'min-component': { type: 'string' },
      },
    });
  } catch (error) {
    process.stderr.write(`error: ${(error as Error).message}\n${USAGE}\n`);
    return 1;
  }
  const file = args.positionals[0];
  if (!file) {
    process.stderr.write(`error: no input file\n${USAGE}\n`);
    return 1;
  }
  const costings = (args.values.costings ?? COSTINGS.join(',')).split(',').map((c) => c.trim());
  const unknown = costings.find((c) => !isCosting(c));
  if (unknown !== undefined) {
    process.stderr.write(`error: unknown costing '${unknown}' (expected ${COSTINGS.join(', ')})\n`);
    return 1;
  }
  const shortest = args.values['no-shortest'] !== true;
  const cch = args.values['no-cch'] !== true;
  const every = profilesFor(costings as Costing[], shortest);
  const wanted =
    args.values.hierarchies ?? (cch ? DEFAULT_HIERARCHIES.map((profile) => profile.name).join(',') : 'all');
  const names = wanted === 'all' || wanted === 'none' ? [] : wanted.split(',').map((name) => name.trim());
  const stranger = names.find((name) => !every.some((profile) => profile.name === name));
  if (stranger !== undefined) {
    const known = every.map((profile) => profile.name).join(', ');
    process.stderr.write(
      `error: no profile '${stranger}' to contract (expected all, none or some of ${known})\n`,
    );
    return 1;
  }
  const hierarchies = wanted === 'all' ? every : every.filter((profile) => names.includes(profile.name));
  if (!cch && hierarchies.length < every.length) {
    process.stderr.write(`error: --no-cch needs a hierarchy for every profile (--hierarchies all)\n`);
    return 1;
  }
  // pnpm runs package scripts in the package folder; paths are relative to where the user typed them
  const cwd = process.env['INIT_CWD'] ?? process.cwd();
  const out = args.values.out ? resolve(cwd, args.values.out) : DEFAULT_GRAPH_DIR;
  const input = resolve(cwd, file);
  const started = performance.now();
  const progress = new Progress();
  try {
    const { network, stats } = await extractFile(
      input,
      Number(args.values['min-component'] ?? 1000),
      progress,
    );
    if (network.edgeCount === 0) throw new ImportInputError(`no roads found in ${file}`);
    const graph = await buildGraphInParallel(network, {
      profiles: hierarchies,
      cch,
      cchMetrics: cch
        ? standardCchMetrics(costings as Costing[], hierarchies).filter(
            (profile) => shortest || !profile.shortest,
          )
        : [],
      source: input,
      stats,
      onProgress: (stage, done, total) => progress.update(stage, done, total),
    });
    graph.manifest.buildSeconds = Math.round(performance.now() - started) / 1000;
    progress.update('write', 0, 1);
    const size = writeGraph(out, graph);
    progress.update('write', 1, 1);
    progress.done();
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
    const c = graph.manifest.counts;
    process.stdout.write(
      `imported ${c.osmNodes.toLocaleString('en')} OSM nodes, ${c.osmWays.toLocaleString('en')} ways → ` +
        `${c.nodes.toLocaleString('en')} graph nodes, ${c.edges.toLocaleString('en')} edges, ` +
        `${graph.manifest.profiles.length} hierarchies (${graph.manifest.profiles
          .map((p) => `${p.name} ${megabytes(size.profileBytes[p.name] ?? 0)} MB`)
          .join(', ')})` +
        (size.cchBytes > 0 ? `, CCH ${megabytes(size.cchBytes)} MB` : '') +
        (graph.manifest.cchMetrics
          ? ` with ${graph.manifest.cchMetrics.length} customized metrics (${graph.manifest.cchMetrics
              .map((p) => `${p.name} ${megabytes(size.cchMetricBytes[p.name] ?? 0)} MB`)
              .join(', ')})`
          : '') +
        `\n` +
        `wrote ${out} (${megabytes(size.bytes)} MB) in ${graph.manifest.buildSeconds.toFixed(1)} s, peak memory ${peakMb} MB\n`,
    );
    return 0;
  } catch (error) {
    progress.done();
    const message =
      error instanceof ImportInputError ? error.message : `import failed: ${(error as Error).message}`;
    process.stderr.write(`error: ${message}\n`);
    return 1;
  }
}

const megabytes = (bytes: number): string => (bytes / 2 ** 20).toFixed(1);

/** Reads the PBF in two passes and extracts the network; what was read is garbage once this returns. */
async function extractFile(
  input: string,
  minComponentMeters: number,
  progress: Progress,
): Promise<{ network: RoadNetwork; stats: ExtractStats }> {
  const read = await readRoadInput(input, {
    onProgress: (pass, bytesRead, fileSize) => progress.update(`read ${pass}`, bytesRead, fileSize, 'bytes'),
  });
  return extractRoadNetwork(read, {
    minComponentMeters,
    onProgress: (stage, done) => progress.update(`extract: ${stage}`, done),
  });
}
