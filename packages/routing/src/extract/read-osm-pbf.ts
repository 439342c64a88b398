import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { DecodePbfOptions } from './decode-pbf.ts';
import { decodePbf } from './decode-pbf.ts';
import { ImportInputError } from './import-input-error.ts';
import type { OsmEntity } from './osm-entity.ts';
import type { PrimitiveBatch } from './pbf/primitive-batch.ts';
import { batchTags } from './pbf/primitive-batch.ts';

/**
 * Checks that `path` exists and starts like an OSM PBF file (a `BlobHeader` of type `OSMHeader`).
 *
 * @throws ImportInputError when the file is missing, empty or not a PBF.
 */
export function assertOsmPbf(path: string): void {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new ImportInputError(`file not found: ${path}`);
  }
  if (size < 16) throw new ImportInputError(`not an OSM PBF file (too short): ${path}`);
  const head = Buffer.alloc(64);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const headerLength = head.readUInt32BE(0);
  if (headerLength === 0 || headerLength > 64 * 1024 || !head.includes('OSMHeader')) {
    throw new ImportInputError(`not an OSM PBF file: ${path}`);
  }
}

/**
 * Streams the nodes and ways of an `.osm.pbf` file, in file order, as entity objects (decoded by worker
 * threads for big files, see `decodePbf`). Relations are skipped. For consumers that want every entity
 * with its tags; the import reads only what it needs with `readRoadInput`.
 *
 * @throws ImportInputError when the file is missing, empty, truncated or not a PBF.
 * @example for await (const entity of readOsmPbf('brasil.osm.pbf')) count++;
 */
export async function* readOsmPbf(
  path: string,
  options: Pick<DecodePbfOptions, 'workers'> = {},
): AsyncGenerator<OsmEntity> {
  assertOsmPbf(path);
  const blocks = decodePbf(path, 'entities', options);
  for (;;) {
    let next: IteratorResult<PrimitiveBatch>;
    try {
      next = await blocks.next();
    } catch (error) {
      throw new ImportInputError(`cannot read ${path} as OSM PBF: ${(error as Error).message}`);
    }
    if (next.done) return;
    const b = next.value;
    for (let i = 0; i < b.nodeCount; i++) {
      const tags = batchTags(b.strings, b.nodeTagOffset, b.nodeTags, i);
      yield { type: 'node', id: b.nodeId[i]!, lat: b.nodeLat[i]!, lon: b.nodeLon[i]!, tags };
    }
    for (let i = 0; i < b.wayCount; i++) {
      const refs = Array.from(b.wayRefs.subarray(b.wayRefOffset[i]!, b.wayRefOffset[i + 1]!));
      yield { type: 'way', id: b.wayId[i]!, refs, tags: batchTags(b.strings, b.wayTagOffset, b.wayTags, i) };
    }
  }
}
