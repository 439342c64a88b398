import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGraph } from '../graph/graph-files.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { sharedOsm } from '../test-support/shared-data.ts';
import { runImport } from './import-graph.ts';

describe('import command', () => {
  let dir: string;
  let stderr: string[];
  let stdout: string[];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'freight-import-'));
    stderr = [];
    stdout = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (stderr.push(String(chunk)), true));
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (stdout.push(String(chunk)), true));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['a missing file', () => join(dir, 'missing.osm.pbf'), /^error: file not found: .*missing\.osm\.pbf\n$/],
    [
      'a file that is not a PBF',
      () => (writeFileSync(join(dir, 'x.pbf'), 'not a pbf at all, just text'), join(dir, 'x.pbf')),
      /^error: not an OSM PBF file: /,
    ],
    [
      'an empty file',
      () => (writeFileSync(join(dir, 'e.pbf'), ''), join(dir, 'e.pbf')),
      /^error: not an OSM PBF file \(too short\): /,
    ],
    [
      'a truncated file',
      () => {
        const bytes = readFileSync(sharedOsm('sao-paulo-centro'));
        writeFileSync(join(dir, 't.pbf'), bytes.subarray(0, bytes.length >> 1));
        return join(dir, 't.pbf');
      },
      /^error: cannot read .*t\.pbf as OSM PBF: truncated file/,
    ],
  ])('fails on %s with one line and exit code 1', async (_name, input, message) => {
    expect(await runImport([input(), '--out', join(dir, 'graph')])).toBe(1);
    expect(stderr.join('')).toMatch(message);
    expect(stderr.join('').trim().split('\n')).toHaveLength(1);
  });

  it.each([
    [
      ['--hierarchies', 'boat'],
      /^error: no profile 'boat' to contract \(expected all, none or some of truck, /,
    ],
    [['--no-cch', '--hierarchies', 'truck'], /^error: --no-cch needs a hierarchy for every profile/],
  ])('refuses %j with one line and exit code 1, before reading the file', async (flags, message) => {
    expect(await runImport([sharedOsm('brasil-rodovias'), '--out', join(dir, 'graph'), ...flags])).toBe(1);
    expect(stderr.join('')).toMatch(message);
    expect(stderr.join('').trim().split('\n')).toHaveLength(1);
  });

  it('imports brasil-rodovias into a graph folder that loads, and leaves out the CCH with --no-cch', async () => {
    const out = join(dir, 'graph');
    expect(await runImport([sharedOsm('brasil-rodovias'), '--out', out, '--costings', 'truck'])).toBe(0);
    const counts = /imported ([\d,]+) OSM nodes, ([\d,]+) ways → ([\d,]+) graph nodes, ([\d,]+) edges/.exec(
      stdout.join(''),
    );
    expect(counts, stdout.join('')).not.toBeNull();
    expect(stdout.join('')).toMatch(/peak memory \d+ MB/);
    expect(stderr.join('')).toMatch(/contract truck/);
    expect(stderr.join('')).toMatch(/^read ways .*100%/m);
    expect(stderr.join('')).toMatch(/^read nodes .*100%/m);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
      profiles: { name: string }[];
      cchMetrics: { name: string }[];
    };
    // one hierarchy, the truck's fastest; the other standard metrics are customized on the CCH
    expect(manifest.profiles.map((p) => p.name)).toEqual(['truck']);
    expect(manifest.cchMetrics.map((p) => p.name)).toEqual(['truck-shortest', 'truck-avoid-tolls']);
    // the report gives the folder's size on disk and each hierarchy's share
    const folderBytes = readdirSync(out).reduce((sum, file) => sum + statSync(join(out, file)).size, 0);
    const wrote = /wrote .* \(([\d.]+) MB\)/.exec(stdout.join(''));
    expect(Number(wrote?.[1])).toBeCloseTo(folderBytes / 2 ** 20, 1);
    const hierarchies = /1 hierarchies \(truck ([\d.]+) MB\)/.exec(stdout.join(''));
    expect(Number(hierarchies?.[1])).toBeGreaterThan(0);
    expect(Number(hierarchies?.[1])).toBeLessThan(Number(wrote?.[1]));
    const metrics = /2 customized metrics \(truck-shortest ([\d.]+) MB, truck-avoid-tolls ([\d.]+) MB\)/.exec(
      stdout.join(''),
    );
    expect(Number(metrics?.[1])).toBeGreaterThan(0);
    expect(Number(metrics?.[2])).toBeGreaterThan(0);
    // and the customizable hierarchy's, which loads with the graph for the options the hierarchies lack
    const cchMb = Number(/CCH ([\d.]+) MB/.exec(stdout.join(''))?.[1]);
    expect(cchMb).toBeGreaterThan(0);
    expect(cchMb).toBeLessThan(Number(wrote?.[1]));
    const graph = new RoutingGraph(loadGraph(out));
    expect(graph.cch?.nodeCount).toBe(graph.nodeCount);
    expect(graph.cch?.arcHead.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(graph.cchMetrics.get('truck-avoid-tolls')?.metric.up.length).toBe(graph.cch?.arcHead.length);
    // a stored metric left on disk is read, the same, the first time it is used
    const lazy = loadGraph(out, { cchMetrics: (profile) => profile.name !== 'truck-avoid-tolls' });
    expect(Object.keys(lazy.arrays).filter((name) => name.includes('avoid-tolls'))).toEqual([]);
    expect(Object.keys(lazy.arrays)).toContain('cch.metric.truck-shortest.up');
    const onDemand = new RoutingGraph(lazy).cchMetrics.get('truck-avoid-tolls')!.metric;
    expect(onDemand.up).toEqual(graph.cchMetrics.get('truck-avoid-tolls')!.metric.up);
    expect(onDemand.down).toEqual(graph.cchMetrics.get('truck-avoid-tolls')!.metric.down);
    const count = (text: string | undefined) => Number(text?.replaceAll(',', ''));
    expect(count(counts?.[2])).toBe(graph.manifest.counts.osmWays);
    expect(count(counts?.[3])).toBe(graph.nodeCount);
    expect(graph.nodeLat.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(
      graph.edgeRefText([...graph.edgeRef.keys()].find((e) => graph.edgeRefText(e).includes('BR-116'))!),
    ).toContain('BR-116');
    stdout.length = 0;
    const bare = join(dir, 'graph-without-cch');
    expect(
      await runImport([sharedOsm('brasil-rodovias'), '--out', bare, '--costings', 'truck', '--no-cch']),
    ).toBe(0);
    expect(stdout.join('')).not.toMatch(/CCH/);
    expect(stdout.join('')).toMatch(/2 hierarchies \(truck [\d.]+ MB, truck-shortest [\d.]+ MB\)/);
    expect(new RoutingGraph(loadGraph(bare)).cch).toBeNull();
  }, 30_000);
});
