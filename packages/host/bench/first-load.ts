import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { round2 } from '@freight/bench-tools';

/** Budget of issue 13: the JavaScript the login page loads, gzip. */
export const FIRST_LOAD_BUDGET_KB = 250;

/** Chunks that must wait until a page needs them (the admin, the map). */
const LATER_CHUNK = /admin|maplibre|map-view|planner/i;

/** Gzip size (level 9, what a server sends) of each JavaScript file of `dist/assets`, by path under `/app/`. */
export function gzipSizes(dist: string): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of readdirSync(join(dist, 'assets'))) {
    if (!/\.m?js$/.test(file)) continue;
    sizes.set(`/app/assets/${file}`, gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length);
  }
  return sizes;
}

/** What the login page fetched of the app's JavaScript, and what it left for later. */
export interface FirstLoad {
  /** gzip kB of each JavaScript file the browser fetched. */
  readonly fetched: Record<string, number>;
  readonly total_gzip_kb: number;
  /** Files of `dist/assets` not fetched (loaded when a page needs them). */
  readonly later: string[];
  /** Fetched files whose name says admin or map (they should load later). */
  readonly early_heavy_chunks: string[];
  readonly budget_kb: number;
  readonly budget_met: boolean;
}

/**
 * The login page's first load: the sizes of the JavaScript `fetchedPaths` (paths under `/app/` that
 * Chromium requested while opening `/app/auth/login`) against {@link FIRST_LOAD_BUDGET_KB}.
 */
export function firstLoadOf(dist: string, fetchedPaths: readonly string[]): FirstLoad {
  const sizes = gzipSizes(dist);
  const fetched = Object.fromEntries(
    fetchedPaths.filter((path) => sizes.has(path)).map((path) => [path, sizes.get(path) as number]),
  );
  const unknown = fetchedPaths.filter((path) => /\.m?js$/.test(path) && !sizes.has(path));
  if (unknown.length > 0) throw new Error(`fetched JavaScript not in ${dist}: ${unknown.join(', ')}`);
  const totalKb = Object.values(fetched).reduce((sum, bytes) => sum + bytes, 0) / 1000;
  return {
    fetched: Object.fromEntries(Object.entries(fetched).map(([path, bytes]) => [path, round2(bytes / 1000)])),
    total_gzip_kb: round2(totalKb),
    later: [...sizes.keys()].filter((path) => !(path in fetched)),
    early_heavy_chunks: Object.keys(fetched).filter((path) => LATER_CHUNK.test(path.split('/').at(-1) ?? '')),
    budget_kb: FIRST_LOAD_BUDGET_KB,
    budget_met: totalKb <= FIRST_LOAD_BUDGET_KB,
  };
}
