// The ambient types of the untyped parser, also for packages that typecheck this file from outside.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./osm-pbf-parser.d.ts" />
import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import parseOSM from 'osm-pbf-parser';
import type { OsmEntity, OsmTags } from '../extract/osm-entity.ts';

interface RawItem {
  type: string;
  id: number;
  lat?: number;
  lon?: number;
  tags?: OsmTags;
  refs?: number[];
}

/**
 * The nodes and ways of an `.osm.pbf` file as the npm package `osm-pbf-parser` reads them: an independent
 * decoder the tests check the routing's own against. Relations are skipped.
 */
export async function* readOsmPbfReference(path: string): AsyncGenerator<OsmEntity> {
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
    throw new Error(`cannot read ${path} as OSM PBF: ${(error as Error).message}`);
  }
}
