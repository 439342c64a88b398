import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { datasetImports } from '../db/schema.ts';

/** SHA-256 (hex) of a file, streamed (road networks can be large). */
export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** SHA-256 (hex) of bytes (a file read whole) or of a text (UTF-8; fingerprints joined, JSON). */
export function sha256Of(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The SHA-256 recorded by the last import of `dataset`, or `null` when it was never imported. */
export async function importedSha256(db: Database, dataset: string): Promise<string | null> {
  const [row] = await db
    .select({ sha256: datasetImports.sha256 })
    .from(datasetImports)
    .where(eq(datasetImports.dataset, dataset));
  return row?.sha256 ?? null;
}

/** Records that `dataset` was imported from `source` (its fingerprint `sha256`, `rows` rows), now. */
export async function recordImport(
  db: Database,
  entry: { dataset: string; sha256: string; source: string; rows: number },
): Promise<void> {
  await db
    .insert(datasetImports)
    .values(entry)
    .onConflictDoUpdate({
      target: datasetImports.dataset,
      set: { sha256: entry.sha256, source: entry.source, rows: entry.rows, imported_at: sql`now()` },
    });
}
