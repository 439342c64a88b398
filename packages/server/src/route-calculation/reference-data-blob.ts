import { deserialize, serialize } from 'node:v8';
import type { PlazaPlacement } from '../tolls/index.ts';
import type { ReferenceRows } from './load-reference-rows.ts';
import { buildRouteReferenceData } from './route-reference-data.ts';
import type { RouteReferenceData } from './route-reference-data.ts';

interface BlobContent {
  rows: ReferenceRows;
  placements: readonly PlazaPlacement[];
  version: number;
  loadedAt: number;
}

/**
 * The rows of a reference-data snapshot, serialised once (V8's structured serialisation: dates stay
 * dates) into a `SharedArrayBuffer` that every route worker reads without a copy. The stored placement
 * rows are left out: the validated placements travel instead.
 */
export function referenceDataBlob(reference: RouteReferenceData): SharedArrayBuffer {
  const { rows, placements } = reference.source;
  const content: BlobContent = {
    rows: { ...rows, placements: [] },
    placements,
    version: reference.version,
    loadedAt: reference.loadedAt,
  };
  const bytes = serialize(content);
  const blob = new SharedArrayBuffer(bytes.length);
  new Uint8Array(blob).set(bytes);
  return blob;
}

/** The snapshot of a {@link referenceDataBlob}, indexed again (`buildRouteReferenceData`). */
export function referenceDataFromBlob(blob: SharedArrayBuffer): RouteReferenceData {
  const { rows, placements, version, loadedAt } = deserialize(new Uint8Array(blob)) as BlobContent;
  return buildRouteReferenceData(rows, placements, version, loadedAt);
}
