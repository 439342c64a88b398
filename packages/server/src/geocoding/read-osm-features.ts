import { basename } from 'node:path';
import { readOsmPbf } from '@freight/routing';
import type { OsmEntity, OsmTags } from '@freight/routing';

/** OSM entities to read: an `.osm.pbf` path, or entities already in memory (tests, other formats). */
export type OsmSource = string | { name: string; entities: AsyncIterable<OsmEntity> | Iterable<OsmEntity> };

/** `place=*` values that become gazetteer places, with their weight (OSM place rank, coarser first). */
export const PLACE_RANKS: Readonly<Record<string, number>> = {
  city: 16,
  town: 18,
  village: 19,
  suburb: 20,
  quarter: 21,
  neighbourhood: 22,
};

/**
 * `highway=*` values read as streets (named, or numbered with `ref`). Footways, paths, steps, cycleways,
 * platforms, corridors, construction and proposed roads are left out: a vehicle cannot be routed to them.
 */
export const STREET_HIGHWAYS: ReadonlySet<string> = new Set([
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'tertiary',
  'unclassified',
  'residential',
  'living_street',
  'pedestrian',
  'service',
  'road',
  'track',
  'motorway_link',
  'trunk_link',
  'primary_link',
  'secondary_link',
  'tertiary_link',
]);

/** A `place=*` of a file. */
export interface OsmPlace {
  place: string;
  name: string;
  lat: number;
  lng: number;
  /** `is_in`, `is_in:city`, `addr:city`: the municipality it belongs to, when tagged. */
  cityHint: string | undefined;
  /** `is_in:state_code`, `addr:state`, `is_in:state`: its state, when tagged. */
  stateHint: string | undefined;
}

/** A street piece of a file: one way, its vertices in order. */
export interface OsmStreetPiece {
  name: string | undefined;
  /** Road numbers (`ref`, `;`-separated in OSM). */
  refs: string[];
  highway: string;
  /** A tunnel (`tunnel=*` other than `no`): reverse search answers the street above it instead. */
  tunnel: boolean;
  /** `lat, lng` pairs. */
  coords: number[];
}

/** A tagged address of a file. */
export interface OsmAddress {
  number: string;
  street: string;
  city: string | undefined;
  lat: number;
  lng: number;
}

/** What one OSM source holds for the gazetteer. */
export interface OsmFeatures {
  name: string;
  /** Bounding box of every node: `[minLat, minLng, maxLat, maxLng]`, or `null` for a file without nodes. */
  bbox: [number, number, number, number] | null;
  places: OsmPlace[];
  streets: OsmStreetPiece[];
  addresses: OsmAddress[];
}

/** Node positions by id, in growing typed arrays. */
class NodeStore {
  private readonly index = new Map<number, number>();
  private lat = new Float64Array(1 << 14);
  private lng = new Float64Array(1 << 14);
  private size = 0;
  bbox: [number, number, number, number] | null = null;

  add(id: number, lat: number, lng: number): void {
    if (this.size === this.lat.length) {
      const grow = (array: Float64Array) => {
        const next = new Float64Array(array.length * 2);
        next.set(array);
        return next;
      };
      this.lat = grow(this.lat);
      this.lng = grow(this.lng);
    }
    this.index.set(id, this.size);
    this.lat[this.size] = lat;
    this.lng[this.size] = lng;
    this.size++;
    const box = this.bbox;
    if (!box) this.bbox = [lat, lng, lat, lng];
    else {
      if (lat < box[0]) box[0] = lat;
      if (lng < box[1]) box[1] = lng;
      if (lat > box[2]) box[2] = lat;
      if (lng > box[3]) box[3] = lng;
    }
  }

  /** `lat, lng` pairs of the known nodes among `refs`. */
  coords(refs: readonly number[]): number[] {
    const out: number[] = [];
    for (const ref of refs) {
      const at = this.index.get(ref);
      if (at !== undefined) out.push(this.lat[at] as number, this.lng[at] as number);
    }
    return out;
  }
}

function centroid(coords: readonly number[]): { lat: number; lng: number } | null {
  if (coords.length === 0) return null;
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < coords.length; i += 2) {
    lat += coords[i] as number;
    lng += coords[i + 1] as number;
  }
  const n = coords.length / 2;
  return { lat: lat / n, lng: lng / n };
}

const clean = (value: string | undefined) => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : undefined;
};

function placeOf(tags: OsmTags, at: { lat: number; lng: number }): OsmPlace | null {
  const place = tags['place'];
  const name = clean(tags['name']);
  if (!place || !name || PLACE_RANKS[place] === undefined) return null;
  return {
    place,
    name,
    ...at,
    cityHint: clean(tags['is_in:city'] ?? tags['addr:city'] ?? tags['is_in']?.split(/[,;]/)[0]),
    stateHint: clean(tags['is_in:state_code'] ?? tags['addr:state'] ?? tags['is_in:state']),
  };
}

function addressOf(tags: OsmTags, at: { lat: number; lng: number }): OsmAddress | null {
  const number = clean(tags['addr:housenumber']);
  const street = clean(tags['addr:street']);
  if (!number || !street) return null;
  return { number, street, city: clean(tags['addr:city']), ...at };
}

/**
 * Reads the places, streets and tagged addresses of one OSM source. Node positions are kept in memory
 * (16 bytes a node plus the id map), so ways can come before or after their nodes.
 *
 * @example const features = await readOsmFeatures('../shared/data/osm/sao-paulo-centro.osm.pbf');
 */
export async function readOsmFeatures(source: OsmSource): Promise<OsmFeatures> {
  const name = typeof source === 'string' ? basename(source) : source.name;
  const entities = typeof source === 'string' ? readOsmPbf(source) : source.entities;
  const nodes = new NodeStore();
  const places: OsmPlace[] = [];
  const addresses: OsmAddress[] = [];
  const ways: { tags: OsmTags; refs: readonly number[] }[] = [];
  for await (const entity of entities) {
    if (entity.type === 'node') {
      nodes.add(entity.id, entity.lat, entity.lon);
      const tags = entity.tags;
      if (tags['place']) {
        const place = placeOf(tags, { lat: entity.lat, lng: entity.lon });
        if (place) places.push(place);
      }
      if (tags['addr:housenumber']) {
        const address = addressOf(tags, { lat: entity.lat, lng: entity.lon });
        if (address) addresses.push(address);
      }
    } else {
      const { tags } = entity;
      const wanted =
        (tags['highway'] && STREET_HIGHWAYS.has(tags['highway']) && (tags['name'] || tags['ref'])) ||
        tags['place'] ||
        tags['addr:housenumber'];
      if (wanted) ways.push({ tags, refs: entity.refs });
    }
  }
  const streets: OsmStreetPiece[] = [];
  for (const way of ways) {
    const coords = nodes.coords(way.refs);
    const { tags } = way;
    const highway = tags['highway'];
    if (highway && STREET_HIGHWAYS.has(highway) && tags['area'] !== 'yes' && coords.length >= 4) {
      const refs = (tags['ref'] ?? '')
        .split(';')
        .map((ref) => ref.trim())
        .filter(Boolean);
      const streetName = clean(tags['name']);
      const tunnel = tags['tunnel'] !== undefined && tags['tunnel'] !== 'no';
      if (streetName || refs.length > 0) streets.push({ name: streetName, refs, highway, tunnel, coords });
    }
    const middle = centroid(coords);
    if (!middle) continue;
    if (tags['place']) {
      const place = placeOf(tags, middle);
      if (place) places.push(place);
    }
    if (tags['addr:housenumber']) {
      const address = addressOf(tags, middle);
      if (address) addresses.push(address);
    }
  }
  return { name, bbox: nodes.bbox, places, streets, addresses };
}
