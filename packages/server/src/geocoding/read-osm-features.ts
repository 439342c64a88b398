import { basename } from 'node:path';
import {
  assertOsmPbf,
  batchTags,
  decodePbf,
  GrowableFloat64Array,
  GrowableUint32Array,
  ImportInputError,
  foundIndex,
  readNodePositions,
  sortedUnique,
} from '@freight/routing';
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

/** A way the gazetteer reads (a named or numbered street, a place, an addressed building). */
function wantedWay(tags: OsmTags): boolean {
  return Boolean(
    (tags['highway'] && STREET_HIGHWAYS.has(tags['highway']) && (tags['name'] || tags['ref'])) ||
    tags['place'] ||
    tags['addr:housenumber'],
  );
}

/** A tagged node's place and address, if it has them, into `places` and `addresses`. */
function readTaggedNode(
  tags: OsmTags,
  at: { lat: number; lng: number },
  places: OsmPlace[],
  addresses: OsmAddress[],
): void {
  if (tags['place']) {
    const place = placeOf(tags, at);
    if (place) places.push(place);
  }
  if (tags['addr:housenumber']) {
    const address = addressOf(tags, at);
    if (address) addresses.push(address);
  }
}

/** The streets of the wanted ways, and their places and addresses (at their centroid), in way order. */
function readWays(
  ways: readonly { tags: OsmTags; coords: number[] }[],
  places: OsmPlace[],
  addresses: OsmAddress[],
): OsmStreetPiece[] {
  const streets: OsmStreetPiece[] = [];
  for (const { tags, coords } of ways) {
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
    if (middle) readTaggedNode(tags, middle, places, addresses);
  }
  return streets;
}

/**
 * Reads the places, streets and tagged addresses of one OSM source. A PBF file is read in two streaming
 * passes (the tagged nodes and wanted ways, then the positions of those ways' nodes only), so memory grows
 * with what the gazetteer keeps, not with the file's nodes; entities in memory are read in one pass, with
 * every node's position kept, so ways can come before or after their nodes.
 *
 * @throws ImportInputError when a file is missing, empty, truncated or not a PBF.
 * @example const features = await readOsmFeatures('../shared/data/osm/sao-paulo-centro.osm.pbf');
 */
export async function readOsmFeatures(source: OsmSource): Promise<OsmFeatures> {
  if (typeof source === 'string') {
    assertOsmPbf(source);
    try {
      return await readPbfFeatures(source);
    } catch (error) {
      if (error instanceof ImportInputError) throw error;
      throw new ImportInputError(`cannot read ${source} as OSM PBF: ${(error as Error).message}`);
    }
  }
  const nodes = new NodeStore();
  const places: OsmPlace[] = [];
  const addresses: OsmAddress[] = [];
  const ways: { tags: OsmTags; refs: readonly number[] }[] = [];
  for await (const entity of source.entities) {
    if (entity.type === 'node') {
      nodes.add(entity.id, entity.lat, entity.lon);
      readTaggedNode(entity.tags, { lat: entity.lat, lng: entity.lon }, places, addresses);
    } else if (wantedWay(entity.tags)) {
      ways.push({ tags: entity.tags, refs: entity.refs });
    }
  }
  const streets = readWays(
    ways.map((way) => ({ tags: way.tags, coords: nodes.coords(way.refs) })),
    places,
    addresses,
  );
  return { name: source.name, bbox: nodes.bbox, places, streets, addresses };
}

/** The tags of a way that {@link readWays} reads (a building's other tags are not kept for millions of ways). */
const WAY_KEYS = [
  'highway',
  'area',
  'ref',
  'name',
  'tunnel',
  'place',
  'is_in',
  'is_in:city',
  'is_in:state',
  'is_in:state_code',
  'addr:housenumber',
  'addr:street',
  'addr:city',
  'addr:state',
] as const;

function keptTags(tags: OsmTags): OsmTags {
  const kept: Record<string, string> = {};
  for (const key of WAY_KEYS) {
    const value = tags[key];
    if (value !== undefined) kept[key] = value;
  }
  return kept;
}

async function readPbfFeatures(path: string): Promise<OsmFeatures> {
  const places: OsmPlace[] = [];
  const addresses: OsmAddress[] = [];
  // pass 1: tagged nodes, and the wanted ways with their node ids (way i's: refs[refOffset[i] .. [i + 1]))
  const wayTags: OsmTags[] = [];
  const refOffset = new GrowableUint32Array(1 << 16);
  const refs = new GrowableFloat64Array(1 << 20);
  refOffset.push(0);
  const nodeBlocks = new Set<number>();
  let block = 0;
  for await (const batch of decodePbf(path, 'entities')) {
    if (batch.hasNodes) nodeBlocks.add(block);
    block++;
    for (let i = 0; i < batch.nodeCount; i++) {
      if (batch.nodeTagOffset[i + 1]! === batch.nodeTagOffset[i]!) continue;
      const tags = batchTags(batch.strings, batch.nodeTagOffset, batch.nodeTags, i);
      readTaggedNode(tags, { lat: batch.nodeLat[i]!, lng: batch.nodeLon[i]! }, places, addresses);
    }
    for (let i = 0; i < batch.wayCount; i++) {
      const tags = batchTags(batch.strings, batch.wayTagOffset, batch.wayTags, i);
      if (!wantedWay(tags)) continue;
      wayTags.push(keptTags(tags));
      for (let r = batch.wayRefOffset[i]!; r < batch.wayRefOffset[i + 1]!; r++) refs.push(batch.wayRefs[r]!);
      refOffset.push(refs.length);
    }
  }
  // pass 2: positions of those nodes only
  const needed = sortedUnique(refs.data.subarray(0, refs.length));
  const nodes = await readNodePositions(path, needed, { blocks: (index) => nodeBlocks.has(index) });
  const coordsOf = (way: number): number[] => {
    const out: number[] = [];
    for (let r = refOffset.data[way]!; r < refOffset.data[way + 1]!; r++) {
      const at = foundIndex(needed, nodes.found, refs.data[r]!);
      if (at >= 0) out.push(nodes.lat[at]!, nodes.lon[at]!);
    }
    return out;
  };
  const streets = readWays(
    wayTags.map((tags, way) => ({ tags, coords: coordsOf(way) })),
    places,
    addresses,
  );
  return { name: basename(path), bbox: nodes.bbox, places, streets, addresses };
}
