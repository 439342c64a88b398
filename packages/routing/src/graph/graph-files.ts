import { closeSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GraphData } from './build-graph.ts';
import type { GraphManifest, GraphProfile } from './graph-manifest.ts';
import { CCH_METRIC_PREFIX, GRAPH_FORMAT, GRAPH_FORMAT_VERSION } from './graph-manifest.ts';
import type { GraphArray } from './typed-array.ts';
import { typedArrayOver } from './typed-array.ts';

/**
 * Bytes a graph folder takes: in all, per profile (its weights and hierarchy), of the CCH's topology and
 * of each metric customized on it at import.
 */
export interface GraphSize {
  bytes: number;
  profileBytes: Record<string, number>;
  cchBytes: number;
  cchMetricBytes: Record<string, number>;
}

/**
 * Writes a graph into `dir`: `manifest.json`, `strings.json` and one `<array>.bin` per typed array.
 * Returns the bytes written.
 */
export function writeGraph(dir: string, graph: GraphData): GraphSize {
  mkdirSync(dir, { recursive: true });
  const size: GraphSize = { bytes: 0, profileBytes: {}, cchBytes: 0, cchMetricBytes: {} };
  const profiles = new Set(graph.manifest.profiles.map((profile) => profile.name));
  for (const [name, array] of Object.entries(graph.arrays)) {
    writeFileSync(
      join(dir, graph.manifest.arrays[name]!.file),
      new Uint8Array(array.buffer, array.byteOffset, array.byteLength),
    );
    size.bytes += array.byteLength;
    const profile = name.split('.')[0]!;
    if (name.includes('.') && profiles.has(profile)) {
      size.profileBytes[profile] = (size.profileBytes[profile] ?? 0) + array.byteLength;
    }
    if (name.startsWith(CCH_METRIC_PREFIX)) {
      const metric = name.slice(CCH_METRIC_PREFIX.length).split('.')[0]!;
      size.cchMetricBytes[metric] = (size.cchMetricBytes[metric] ?? 0) + array.byteLength;
    } else if (name.startsWith('cch.')) size.cchBytes += array.byteLength;
  }
  const strings = JSON.stringify(graph.strings);
  writeFileSync(join(dir, graph.manifest.strings), strings);
  const manifest = `${JSON.stringify(graph.manifest, null, 2)}\n`;
  writeFileSync(join(dir, 'manifest.json'), manifest);
  size.bytes += Buffer.byteLength(strings) + Buffer.byteLength(manifest);
  return size;
}

/** A graph folder that cannot be loaded (missing, other format or version). */
export class GraphLoadError extends Error {
  override name = 'GraphLoadError';
}

/** Options of {@link loadGraph}. */
export interface LoadGraphOptions {
  /**
   * Which stored CCH metrics (`cch.metric.<name>.*`) to read now; the others stay on disk and a
   * `RoutingGraph` reads one the first time a query needs it (into that thread's memory). Default: all.
   */
  cchMetrics?: (profile: GraphProfile) => boolean;
}

/**
 * Loads a graph folder, each array read straight into its own `SharedArrayBuffer` so worker threads can
 * share it without copying. The data keep the folder (`dir`) for the stored metrics left on disk.
 */
export function loadGraph(dir: string, options: LoadGraphOptions = {}): GraphData {
  let manifest: GraphManifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as GraphManifest;
  } catch {
    throw new GraphLoadError(`no routing graph in ${dir} (run the import first)`);
  }
  if (manifest.format !== GRAPH_FORMAT || manifest.version !== GRAPH_FORMAT_VERSION) {
    throw new GraphLoadError(
      `${dir} holds graph format ${manifest.format} v${manifest.version}, expected v${GRAPH_FORMAT_VERSION}`,
    );
  }
  const left = new Set(
    (manifest.cchMetrics ?? [])
      .filter((profile) => options.cchMetrics && !options.cchMetrics(profile))
      .flatMap((profile) => cchMetricArrayNames(profile.name)),
  );
  const names = Object.keys(manifest.arrays).filter((name) => !left.has(name));
  const strings = JSON.parse(readFileSync(join(dir, manifest.strings), 'utf8')) as string[];
  return { manifest, arrays: loadGraphArrays(dir, manifest, names), strings, dir };
}

/** The arrays of a stored CCH metric: its upward and downward arc weights. */
export function cchMetricArrayNames(metric: string): [up: string, down: string] {
  return [`${CCH_METRIC_PREFIX}${metric}.up`, `${CCH_METRIC_PREFIX}${metric}.down`];
}

/** Reads the arrays `names` of the graph folder `dir` (described by `manifest`) into `SharedArrayBuffer`s. */
export function loadGraphArrays(
  dir: string,
  manifest: GraphManifest,
  names: readonly string[],
): Record<string, GraphArray> {
  const arrays: Record<string, GraphArray> = {};
  for (const name of names) {
    const entry = manifest.arrays[name];
    if (!entry) throw new GraphLoadError(`${dir} has no array ${name}`);
    const probe = typedArrayOver(entry.type, new ArrayBuffer(0));
    const byteLength = entry.length * probe.BYTES_PER_ELEMENT;
    const buffer = new SharedArrayBuffer(byteLength);
    const bytes = new Uint8Array(buffer);
    const fd = openSync(join(dir, entry.file), 'r');
    try {
      let read = 0;
      while (read < byteLength) {
        const n = readSync(fd, bytes, read, byteLength - read, read);
        if (n === 0) throw new GraphLoadError(`${entry.file} is shorter than the manifest says`);
        read += n;
      }
    } finally {
      closeSync(fd);
    }
    arrays[name] = typedArrayOver(entry.type, buffer);
  }
  return arrays;
}
