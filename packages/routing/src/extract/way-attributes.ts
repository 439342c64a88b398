import { ALL_COSTINGS_MASK, costingBit } from '../costing/costing.ts';
import { roadClassCode } from '../costing/road-class.ts';
import type { OsmTags } from './osm-entity.ts';
import { parseMaxheight, parseMaxspeed, parseMaxweight } from './parse-tag-values.ts';

/** Edge flag: the way is a toll road (`toll=yes`). */
export const FLAG_TOLL = 1;
/** Edge flag: the way is part of a roundabout. */
export const FLAG_ROUNDABOUT = 2;
/** Edge flag: unpaved surface. */
export const FLAG_UNPAVED = 4;

/** The tag a way needs to be kept at all (its value decides the road class); readers may skip ways without it. */
export const ROAD_KEY = 'highway';

/** What routing keeps of a way's tags. */
export interface WayAttributes {
  /** Road class code (see `ROAD_CLASSES`). */
  roadClass: number;
  /** Costings allowed along the way's node order (bit per costing). */
  forward: number;
  /** Costings allowed against the way's node order. */
  backward: number;
  /** `maxspeed` in km/h (0 = none). */
  maxspeed: number;
  /** `maxspeed:hgv` in km/h (0 = none), for the truck costing. */
  maxspeedHgv: number;
  /** `maxweight` in tonnes (0 = none). */
  maxweight: number;
  /** `maxheight` in metres (0 = none). */
  maxheight: number;
  /** `FLAG_*` bits. */
  flags: number;
  name: string;
  ref: string;
}

const DENIED = new Set(['no', 'private', 'agricultural', 'forestry', 'emergency', 'military', 'discouraged']);
const UNPAVED = new Set([
  'unpaved',
  'dirt',
  'gravel',
  'ground',
  'sand',
  'earth',
  'grass',
  'compacted',
  'mud',
]);

function allowed(tags: OsmTags, keys: readonly string[]): boolean {
  let result = true;
  for (const key of keys) {
    const value = tags[key];
    if (value !== undefined) result = !DENIED.has(value);
  }
  return result;
}

const ACCESS_KEYS = {
  truck: ['access', 'vehicle', 'motor_vehicle', 'hgv'],
  bus: ['access', 'vehicle', 'motor_vehicle', 'psv', 'bus'],
  auto: ['access', 'vehicle', 'motor_vehicle', 'motorcar'],
  motorcycle: ['access', 'vehicle', 'motor_vehicle', 'motorcycle'],
} as const;

function accessMask(tags: OsmTags): number {
  let mask = 0;
  for (const [costing, keys] of Object.entries(ACCESS_KEYS)) {
    if (allowed(tags, keys)) mask |= costingBit(costing as keyof typeof ACCESS_KEYS);
  }
  return mask & ALL_COSTINGS_MASK;
}

/** -1 against the node order, 1 along it, 0 both ways. */
function onewayDirection(tags: OsmTags): -1 | 0 | 1 {
  const oneway = tags['oneway'];
  if (oneway === '-1' || oneway === 'reverse') return -1;
  if (oneway === 'yes' || oneway === 'true' || oneway === '1') return 1;
  if (oneway === 'no' || oneway === 'false' || oneway === '0') return 0;
  const junction = tags['junction'];
  if (junction === 'roundabout' || junction === 'circular') return 1;
  if (tags['highway'] === 'motorway') return 1;
  return 0;
}

/**
 * The routing attributes of a way, or `null` when no costing may use it (not a kept `highway`, an area,
 * under construction, or access denied to every motor vehicle).
 *
 * Honours `oneway` (`yes`, `-1`, implied on roundabouts and motorways, `no` overriding),
 * `access`/`vehicle`/`motor_vehicle`/`hgv`/`psv`/`motorcar`/`motorcycle`, `maxspeed` (and
 * `maxspeed:hgv`), `maxweight`, `maxheight`, `toll=yes`, `surface`, `name` and `ref`.
 */
export function wayAttributes(tags: OsmTags): WayAttributes | null {
  const roadClass = roadClassCode(tags[ROAD_KEY]);
  if (roadClass < 0 || tags['area'] === 'yes') return null;
  const access = accessMask(tags);
  if (access === 0) return null;
  const direction = onewayDirection(tags);
  let flags = 0;
  if (tags['toll'] === 'yes') flags |= FLAG_TOLL;
  if (tags['junction'] === 'roundabout' || tags['junction'] === 'circular') flags |= FLAG_ROUNDABOUT;
  if (UNPAVED.has(tags['surface'] ?? '')) flags |= FLAG_UNPAVED;
  return {
    roadClass,
    forward: direction >= 0 ? access : 0,
    backward: direction <= 0 ? access : 0,
    maxspeed: parseMaxspeed(tags['maxspeed']),
    maxspeedHgv: parseMaxspeed(tags['maxspeed:hgv']),
    maxweight: parseMaxweight(tags['maxweight'] ?? tags['maxweight:hgv']),
    maxheight: parseMaxheight(tags['maxheight'] ?? tags['maxheight:physical']),
    flags,
    name: tags['name'] ?? '',
    ref: tags['ref'] ?? '',
  };
}
