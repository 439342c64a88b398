import type { WayAttributes } from './way-attributes.ts';

/** A piece of a way between two graph nodes, as point indices of the extract, with its way's attributes. */
export interface Segment {
  points: number[];
  attributes: WayAttributes;
  wayId: number;
}
