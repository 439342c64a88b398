import type { OsmEntity, OsmTags } from '@freight/routing';
import type { OsmSource } from '../read-osm-features.ts';

/** Builds OSM entities by hand: nodes at positions, ways through them (ids are given in order). */
export class TinyOsm {
  private readonly entities: OsmEntity[] = [];
  private nextId = 1;

  /** A node at `[lat, lng]`; returns its id. */
  node(at: readonly [number, number], tags: OsmTags = {}): number {
    const id = this.nextId++;
    this.entities.push({ type: 'node', id, lat: at[0], lon: at[1], tags });
    return id;
  }

  /** A way through new nodes at the positions (or existing node ids); returns its id. */
  way(points: readonly (readonly [number, number] | number)[], tags: OsmTags): number {
    const refs = points.map((point) => (typeof point === 'number' ? point : this.node(point)));
    const id = this.nextId++;
    this.entities.push({ type: 'way', id, refs, tags });
    return id;
  }

  /** The entities as a source of {@link buildGazetteer}, nodes first as in a PBF file. */
  source(name = 'tiny.osm.pbf'): OsmSource {
    const nodes = this.entities.filter((entity) => entity.type === 'node');
    const ways = this.entities.filter((entity) => entity.type === 'way');
    return { name, entities: [...nodes, ...ways] };
  }
}
