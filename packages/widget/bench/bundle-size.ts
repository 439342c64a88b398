import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budget of issue 7: the element's JavaScript without maplibre-gl, gzip, in kB (1 kB = 1000 bytes). */
export const BUNDLE_BUDGET_KB = 200;

/** The element's entry file in `dist/`. */
export const ENTRY_FILE = 'freight-route-planner.js';

/** One JavaScript file of `dist/`. */
export interface BundleFile {
  file: string;
  bytes: number;
  /** Size after gzip (Node's zlib, default level), in bytes. */
  gzip: number;
  /** Part of maplibre-gl (its library chunk, its CSS chunk, its worker): loaded only with the map. */
  maplibre: boolean;
}

/** What {@link measureBundle} reports, sizes in kB. */
export interface BundleSize {
  files: BundleFile[];
  /** Every JavaScript file except maplibre-gl's, gzip. */
  total_gzip_kb: number;
  entry_gzip_kb: number;
  maplibre_gzip_kb: number;
  budget_kb: number;
  budget_met: boolean;
}

const kb = (bytes: number): number => Math.round(bytes / 10) / 100;

/**
 * Whether `file` of `dist/` belongs to maplibre-gl: the chunks Rolldown names after it
 * (`maplibre-gl-<hash>.js`, the library and its CSS) and `maplibre-gl-worker.mjs` beside them.
 */
export function isMaplibreFile(file: string): boolean {
  return /^maplibre-gl-/.test(file);
}

/**
 * Gzip sizes of every JavaScript file (`.js`, `.mjs`) of `distDir`, and the total without maplibre-gl
 * against {@link BUNDLE_BUDGET_KB}. Lazily loaded chunks of the planner count in the total.
 */
export function measureBundle(distDir: string): BundleSize {
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.m?js$/.test(file))
    .sort()
    .map((file): BundleFile => {
      const content = readFileSync(join(distDir, file));
      return { file, bytes: content.length, gzip: gzipSync(content).length, maplibre: isMaplibreFile(file) };
    });
  const entry = files.find((file) => file.file === ENTRY_FILE);
  if (!entry) throw new Error(`${ENTRY_FILE} is missing in ${distDir}: build the widget first`);
  const sum = (list: BundleFile[]) => list.reduce((total, file) => total + file.gzip, 0);
  const total = kb(sum(files.filter((file) => !file.maplibre)));
  return {
    files,
    total_gzip_kb: total,
    entry_gzip_kb: kb(entry.gzip),
    maplibre_gzip_kb: kb(sum(files.filter((file) => file.maplibre))),
    budget_kb: BUNDLE_BUDGET_KB,
    budget_met: total <= BUNDLE_BUDGET_KB,
  };
}
