import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Identity of a routing graph folder: the first 16 hex digits of the SHA-256 of its `manifest.json`
 * (which records source, build time and array lengths), or `null` when the folder holds no graph.
 * Toll plaza placements are stored with it (`toll_plaza_placements.graph_id`): a row of another graph is
 * stale and must be placed again.
 */
export function graphIdOf(graphDir: string): string | null {
  const manifest = join(graphDir, 'manifest.json');
  if (!existsSync(manifest)) return null;
  return createHash('sha256').update(readFileSync(manifest)).digest('hex').slice(0, 16);
}
