/** The OSM `highway` values the engine keeps, by class code (index in this list). */
export const ROAD_CLASSES = [
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'tertiary',
  'unclassified',
  'residential',
  'living_street',
  'service',
  'motorway_link',
  'trunk_link',
  'primary_link',
  'secondary_link',
  'tertiary_link',
] as const;

/** A kept `highway` value. */
export type RoadClass = (typeof ROAD_CLASSES)[number];

/** Class code of a `highway` value, or `-1` when the engine does not route on it. */
export function roadClassCode(highway: string | undefined): number {
  return highway === undefined ? -1 : (ROAD_CLASSES as readonly string[]).indexOf(highway);
}

/** Whether a class code is a `*_link` (ramp). */
export function isLinkClass(code: number): boolean {
  return ROAD_CLASSES[code]?.endsWith('_link') ?? false;
}
