/** OSM tags of an entity. */
export type OsmTags = Readonly<Record<string, string>>;

/** An OSM node: id, position and tags. */
export interface OsmNode {
  type: 'node';
  id: number;
  lat: number;
  lon: number;
  tags: OsmTags;
}

/** An OSM way: id, the ids of its nodes in order, and tags. */
export interface OsmWay {
  type: 'way';
  id: number;
  refs: readonly number[];
  tags: OsmTags;
}

/** The OSM entities the extract stage reads (relations are not used). */
export type OsmEntity = OsmNode | OsmWay;
