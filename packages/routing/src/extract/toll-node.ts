import type { OsmTags } from './osm-entity.ts';

/** Whether a node is a toll point the graph keeps as a node: `barrier=toll_booth` or `highway=toll_gantry`. */
export function isTollNode(tags: OsmTags): boolean {
  return tags['barrier'] === 'toll_booth' || tags['highway'] === 'toll_gantry';
}
