import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

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

/** Parses RFC 4180 CSV text (quoted fields, doubled quotes, LF or CRLF) into rows of strings. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Reads `<shared data>/<relativePath>` as a list of records keyed by the header row. */
export function readSharedCsv(relativePath: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(readFileSync(join(sharedDataDir(), relativePath), 'utf8'));
  if (!header) return [];
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}
