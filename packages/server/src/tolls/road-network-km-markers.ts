import { existsSync } from 'node:fs';
import { readPbfKmMarkers } from './km-markers.ts';
import type { KmMarkers } from './km-markers.ts';

/**
 * The km markers of a road network, read the first time they are asked for and kept: `given` ones, else
 * those of `roadNetworkFile` (an OSM PBF; none when it is missing or `null`). Call it in the thread that
 * may read the file (a route worker, the data import), never the HTTP thread.
 *
 * @example const kmMarkers = roadNetworkKmMarkers({ roadNetworkFile }); await kmMarkers()
 */
export function roadNetworkKmMarkers(source: {
  kmMarkers?: KmMarkers;
  roadNetworkFile: string | null;
}): () => Promise<KmMarkers | undefined> {
  let markers: Promise<KmMarkers | undefined> | undefined;
  return () => {
    markers ??= source.kmMarkers
      ? Promise.resolve(source.kmMarkers)
      : source.roadNetworkFile && existsSync(source.roadNetworkFile)
        ? readPbfKmMarkers(source.roadNetworkFile)
        : Promise.resolve(undefined);
    return markers;
  };
}
