import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { graphIdOf } from './graph-id.ts';

describe('graphIdOf', () => {
  const dir = mkdtempSync(join(tmpdir(), 'graph-id-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is null for a folder without a graph', () => {
    expect(graphIdOf(dir)).toBeNull();
  });

  it('changes with the manifest and is stable for the same one', () => {
    writeFileSync(join(dir, 'manifest.json'), '{"builtAt":"2026-11-22T10:00:00Z"}');
    const first = graphIdOf(dir);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(graphIdOf(dir)).toBe(first);
    writeFileSync(join(dir, 'manifest.json'), '{"builtAt":"2026-11-22T11:00:00Z"}');
    expect(graphIdOf(dir)).not.toBe(first);
  });
});
