import type { OsmEntity } from './osm-entity.ts';
import { GrowableFloat64Array, GrowableUint32Array } from './pbf/growable-array.ts';
import type { RoadInput } from './road-input.ts';
import { isTollNode } from './toll-node.ts';
import type { WayAttributes } from './way-attributes.ts';
import { wayAttributes } from './way-attributes.ts';

/**
 * Collects a {@link RoadInput} from OSM entities in any order (every node is kept, as the ways are only
 * known at the end): for tests and small inputs; the import reads PBF files with `readRoadInput`.
 */
export async function collectRoadInput(
  entities: AsyncIterable<OsmEntity> | Iterable<OsmEntity>,
  onProgress: (done: number) => void = () => undefined,
): Promise<RoadInput> {
  const pointIndex = new Map<number, number>();
  const lat = new GrowableFloat64Array();
  const lon = new GrowableFloat64Array();
  const osmId = new GrowableFloat64Array();
  const tollIds = new Set<number>();
  const wayId = new GrowableFloat64Array();
  const wayRefOffset = new GrowableUint32Array();
  const wayRefs = new GrowableFloat64Array();
  const attributes: WayAttributes[] = [];
  wayRefOffset.push(0);
  let osmNodes = 0;
  let osmWays = 0;
  for await (const entity of entities) {
    if (entity.type === 'node') {
      osmNodes++;
      pointIndex.set(entity.id, lat.length);
      lat.push(entity.lat);
      lon.push(entity.lon);
      osmId.push(entity.id);
      if (isTollNode(entity.tags)) tollIds.add(entity.id);
      if ((osmNodes & 0xffff) === 0) onProgress(osmNodes + osmWays);
    } else {
      osmWays++;
      const kept = wayAttributes(entity.tags);
      if (!kept) continue;
      wayId.push(entity.id);
      for (const ref of entity.refs) wayRefs.push(ref);
      wayRefOffset.push(wayRefs.length);
      attributes.push(kept);
    }
  }
  onProgress(osmNodes + osmWays);
  const toll = new Uint8Array(lat.length);
  for (let p = 0; p < lat.length; p++) if (tollIds.has(osmId.data[p]!)) toll[p] = 1;
  return {
    pointCount: lat.length,
    lat: lat.data,
    lon: lon.data,
    osmId: osmId.data,
    toll,
    pointOf: (id) => pointIndex.get(id) ?? -1,
    wayId: wayId.data,
    wayRefOffset: wayRefOffset.data,
    wayRefs: wayRefs.data,
    wayAttributes: attributes,
    osmNodes,
    osmWays,
  };
}
