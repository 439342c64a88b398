import { cpSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { csvTextRecords } from '@freight/core';
import { sharedDataDir } from '../../tolls/test-support/shared-data.ts';

/** The text of a file of the shared datasets (`pedagios/pracas.csv`). */
export function sharedCsv(relativePath: string): string {
  return readFileSync(join(sharedDataDir(), relativePath), 'utf8');
}

/** The records of a CSV file of the shared datasets, keyed by its header. */
export function sharedCsvRecords(relativePath: string): Readonly<Record<string, string | undefined>>[] {
  return csvTextRecords(sharedCsv(relativePath));
}

/**
 * A test copy of the shared datasets in `target`: the CSV folders copied (so a test may change them), the
 * road network linked (read-only, never changed). Returns `target`.
 */
export function copySharedData(target: string): string {
  for (const folder of ['municipios', 'pedagios', 'frete', 'balancas']) {
    cpSync(join(sharedDataDir(), folder), join(target, folder), { recursive: true });
  }
  mkdirSync(join(target, 'osm'), { recursive: true });
  symlinkSync(
    join(sharedDataDir(), 'osm', 'brasil-rodovias.osm.pbf'),
    join(target, 'osm', 'brasil-rodovias.osm.pbf'),
  );
  return target;
}

/** `text` with line `line` (1-based) replaced by `replace(previous)`. */
export function replaceLine(text: string, line: number, replace: (previous: string) => string): string {
  const lines = text.split('\n');
  lines[line - 1] = replace(lines[line - 1]!);
  return lines.join('\n');
}
