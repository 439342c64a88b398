import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRoadGraph } from './build-road-graph.ts';

describe('buildRoadGraph', () => {
  let work: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'road-graph-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it.each([
    ['a file that is not a PBF', (path: string) => writeFileSync(path, 'id,nome\n1,a\n'.repeat(10))],
    ['a missing file', () => undefined],
  ])('keeps the previous graph and leaves no partial folder when given %s', async (_name, make) => {
    const graphDir = join(work, 'data', 'graph');
    mkdirSync(graphDir, { recursive: true });
    writeFileSync(join(graphDir, 'manifest.json'), '{"previous":true}');
    const input = join(work, 'input.osm.pbf');
    make(input);
    await expect(buildRoadGraph(input, graphDir)).rejects.toThrow(input);
    expect(readFileSync(join(graphDir, 'manifest.json'), 'utf8')).toBe('{"previous":true}');
    expect(readdirSync(join(work, 'data'))).toEqual(['graph']);
  });

  it('leaves no graph folder at all when there was none', async () => {
    const graphDir = join(work, 'data', 'graph');
    await expect(buildRoadGraph(join(work, 'missing.osm.pbf'), graphDir)).rejects.toThrow();
    expect(existsSync(graphDir)).toBe(false);
    expect(readdirSync(join(work, 'data'))).toEqual([]);
  });
});
