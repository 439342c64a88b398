import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { csvRows } from '../shared/csv-text.ts';

/**
 * Folder of the shared datasets: `FREIGHT_SHARED_DATA` when set, else `shared/data` beside the repository
 * (the layout CI and developers use). Test-only: never imported by library code.
 */
export function sharedDataDir(): string {
  const env = process.env['FREIGHT_SHARED_DATA'];
  if (env) return env;
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  return join(repoRoot, '..', 'shared', 'data');
}

/** Reads `<shared data>/<relativePath>` as a list of records keyed by the header row. */
export function readSharedCsv(relativePath: string): Record<string, string>[] {
  const [header, ...rows] = csvRows(readFileSync(join(sharedDataDir(), relativePath), 'utf8'));
  if (!header) return [];
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}
