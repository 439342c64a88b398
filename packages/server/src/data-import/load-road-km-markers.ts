import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { readPbfKmMarkers } from '../tolls/index.ts';
import type { KmMarkers } from '../tolls/index.ts';
import { roadNetworkPath } from './data-import-steps.ts';

let cached: { key: string; markers: Promise<KmMarkers> } | null = null;

/**
 * The km-marked ways of the configured road network (`ROAD_NETWORK_FILE`), read once per process and
 * again when the file changes (about 2 s for brasil-rodovias). For `importDatasetCsv(db,
 * 'weighing-stations', …, { kmMarkers })`, so stations uploaded without coordinates are positioned.
 *
 * @throws ImportInputError when the file is missing or not a PBF.
 */
export function loadRoadKmMarkers(
  config: Pick<Config, 'DATA_SOURCE_DIR' | 'ROAD_NETWORK_FILE'>,
): Promise<KmMarkers> {
  const path = roadNetworkPath(config.ROAD_NETWORK_FILE, resolve(config.DATA_SOURCE_DIR));
  const stat = statSync(path, { throwIfNoEntry: false });
  const key = `${path}|${stat?.size}|${stat?.mtimeMs}`;
  if (cached?.key !== key) {
    const markers = readPbfKmMarkers(path);
    // a failed read is not kept: the next call tries again
    markers.catch(() => {
      if (cached?.markers === markers) cached = null;
    });
    cached = { key, markers };
  }
  return cached.markers;
}
