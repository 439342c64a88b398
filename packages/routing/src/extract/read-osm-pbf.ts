// The ambient types of the untyped parser, also for packages that typecheck this file from outside.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./osm-pbf-parser.d.ts" />
import { createReadStream, openSync, readSync, closeSync, statSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import parseOSM from 'osm-pbf-parser';
import { ImportInputError } from './import-input-error.ts';
import type { OsmEntity, OsmTags } from './osm-entity.ts';

interface RawItem {
  type: string;
  id: number;
  lat?: number;
  lon?: number;
  tags?: OsmTags;
  refs?: number[];
}

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
 * Streams the nodes and ways of an `.osm.pbf` file (parsed by `osm-pbf-parser`), as the extract stage
 * reads them. Relations are skipped.
 *
 * @example for await (const entity of readOsmPbf('brasil.osm.pbf')) count++;
 */
export async function* readOsmPbf(path: string): AsyncGenerator<OsmEntity> {
  assertOsmPbf(path);
  const parser = parseOSM();
  const stream = new PassThrough({ objectMode: true });
  const file = createReadStream(path);
  file.on('error', (error) => stream.destroy(error));
  parser.on('error', (error: Error) => stream.destroy(error));
  file.pipe(parser).pipe(stream);
  try {
    for await (const batch of stream as AsyncIterable<RawItem[]>) {
      for (const item of batch) {
        if (item.type === 'node') {
          yield { type: 'node', id: item.id, lat: item.lat ?? 0, lon: item.lon ?? 0, tags: item.tags ?? {} };
        } else if (item.type === 'way') {
          yield { type: 'way', id: item.id, refs: item.refs ?? [], tags: item.tags ?? {} };
        }
      }
    }
  } catch (error) {
    throw new ImportInputError(`cannot read ${path} as OSM PBF: ${(error as Error).message}`);
  }
}
