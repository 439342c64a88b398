import type { OsmTags } from '../extract/osm-entity.ts';

/**
 * The nodes and ways of one part of a synthetic file (a town, a road), before they get their ids: nodes by
 * local index, ways referring to local indices or, through {@link EntityBatch.external}, to the ids of
 * nodes of another part.
 */
export class EntityBatch {
  readonly lat: number[] = [];
  readonly lon: number[] = [];
  readonly nodeTags = new Map<number, OsmTags>();
  readonly ways: { refs: number[]; tags: OsmTags }[] = [];

  /** Nodes so far. */
  get nodeCount(): number {
    return this.lat.length;
  }

  /** Adds a node; returns its local index. */
  node(lat: number, lon: number, tags?: OsmTags): number {
    const index = this.lat.length;
    this.lat.push(lat);
    this.lon.push(lon);
    if (tags) this.nodeTags.set(index, tags);
    return index;
  }

  /** Adds a way over local indices (or {@link EntityBatch.external} refs). */
  way(refs: number[], tags: OsmTags): void {
    this.ways.push({ refs, tags });
  }

  /** A ref to the node of id `id` outside this batch. */
  static external(id: number): number {
    return -id - 1;
  }

  /** The node id of a ref, given the id of local node 0. */
  static resolve(ref: number, firstNodeId: number): number {
    return ref >= 0 ? firstNodeId + ref : -ref - 1;
  }
}
