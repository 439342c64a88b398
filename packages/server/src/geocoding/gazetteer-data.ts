import { z } from 'zod';
import type { MatchLevel } from '@freight/core';

/** Format name written into every gazetteer file. */
export const GAZETTEER_FORMAT = 'freight-gazetteer';
/** Version of the gazetteer file layout; a file of another version is refused (rebuild it with the import). */
export const GAZETTEER_VERSION = 1;

/** Level of each entry, by code (`entries.level`): the SPEC §3 match levels, houseNumber excluded. */
export const ENTRY_LEVELS = [
  'country',
  'state',
  'city',
  'district',
  'street',
] as const satisfies readonly MatchLevel[];
/** Level of an entry. */
export type EntryLevel = (typeof ENTRY_LEVELS)[number];
/** Level codes of {@link ENTRY_LEVELS}. */
export const LEVEL_COUNTRY = 0;
/** Level code of a state. */
export const LEVEL_STATE = 1;
/** Level code of a municipality. */
export const LEVEL_CITY = 2;
/** Level code of a district (suburb, neighbourhood, village inside a municipality). */
export const LEVEL_DISTRICT = 3;
/** Level code of a street or road. */
export const LEVEL_STREET = 4;

/** A federative unit of the gazetteer. */
export interface GazetteerState {
  uf: string;
  name: string;
}

/**
 * The gazetteer: every searchable place, column by column (entry `i` is `level[i]`, `name[i]`, …).
 * Positions are WGS 84 degrees rounded to 6 decimals; line vertices are integers of 1e-6 degree,
 * delta-encoded within each line.
 */
export interface GazetteerData {
  format: typeof GAZETTEER_FORMAT;
  version: typeof GAZETTEER_VERSION;
  /** ISO time of the build. */
  builtAt: string;
  /** File names of the OSM extracts read (the municipality and state rows are always included). */
  sources: string[];
  /** Federative units; `entries.state` holds an index into this list. */
  states: GazetteerState[];
  entries: {
    /** Index into {@link ENTRY_LEVELS}. */
    level: number[];
    /** Display name: `Brasil`, `Paraná`, `Curitiba`, `Avenida Paulista`, `BR-116`. */
    name: string[];
    /** Other names it is found by (road numbers of a named road), `;`-separated; `''` when none. */
    alias: string[];
    /** Index into `states`, −1 for the country. */
    state: number[];
    /** Entry index of the municipality a district or street lies in; −1 for the others. */
    city: number[];
    /** Representative point (a municipality's seat, a point of the street near its middle). */
    lat: number[];
    lng: number[];
    /** 0–1000: ranks places of equal match quality (capitals, states and bigger places first). */
    importance: number[];
    /** IBGE code of a state or municipality; 0 for the others. */
    ibge: number[];
  };
  /** Geometry of the streets (reverse geocoding, bounding boxes, house-number interpolation). */
  lines: {
    /** Street entry of each line. */
    entry: number[];
    /** Start of each line in `coords` (pairs, so `coords[2 * start]`); one more item closes the last line. */
    start: number[];
    /** `lat, lng` pairs in 1e-6 degree; the first pair of a line absolute, the others deltas. */
    coords: number[];
    /** 1 for a tunnel (left out of reverse search: a point above it is on the street over it), else 0. */
    tunnel: number[];
  };
  /** Addresses tagged in OSM (`addr:housenumber` + `addr:street`), each tied to its street entry. */
  houseNumbers: {
    street: number[];
    number: string[];
    lat: number[];
    lng: number[];
  };
}

const int = z.number().int();
const degrees = z.number().min(-180).max(180);

/** Shape of a gazetteer file; {@link gazetteerDataSchema} adds the consistency checks. */
const gazetteerShape = z.object({
  format: z.literal(GAZETTEER_FORMAT),
  version: z.literal(GAZETTEER_VERSION),
  builtAt: z.string(),
  sources: z.array(z.string()),
  states: z.array(z.object({ uf: z.string().regex(/^[A-Z]{2}$/), name: z.string().min(1) })),
  entries: z.object({
    level: z.array(int.min(0).max(ENTRY_LEVELS.length - 1)),
    name: z.array(z.string().min(1)),
    alias: z.array(z.string()),
    state: z.array(int.min(-1)),
    city: z.array(int.min(-1)),
    lat: z.array(degrees),
    lng: z.array(degrees),
    importance: z.array(int.min(0).max(1000)),
    ibge: z.array(int.min(0)),
  }),
  lines: z.object({
    entry: z.array(int.min(0)),
    start: z.array(int.min(0)),
    coords: z.array(int),
    tunnel: z.array(z.union([z.literal(0), z.literal(1)])),
  }),
  houseNumbers: z.object({
    street: z.array(int.min(0)),
    number: z.array(z.string().min(1)),
    lat: z.array(degrees),
    lng: z.array(degrees),
  }),
});

/**
 * A gazetteer as read from disk: the shape, equal column lengths and indexes that point inside their
 * tables (a street's city is a city, a line's entry a street, …).
 */
export const gazetteerDataSchema = gazetteerShape.superRefine((data, ctx) => {
  const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
  const { entries, lines, houseNumbers } = data;
  const count = entries.level.length;
  for (const [key, column] of Object.entries(entries)) {
    if (column.length !== count) problem(`entries.${key} has ${column.length} items, expected ${count}`);
  }
  for (const [key, column] of Object.entries(houseNumbers)) {
    if (column.length !== houseNumbers.street.length) problem(`houseNumbers.${key} length differs`);
  }
  if (lines.start.length !== lines.entry.length + 1)
    problem('lines.start must have one more item than lines.entry');
  if (lines.tunnel.length !== lines.entry.length) problem('lines.tunnel length differs from lines.entry');
  if (lines.coords.length % 2 !== 0) problem('lines.coords must hold pairs');
  if (ctx.issues.length > 0) return;
  for (let i = 0; i < count; i++) {
    const state = entries.state[i] as number;
    const city = entries.city[i] as number;
    if (state >= data.states.length) problem(`entry ${i}: state ${state} out of range`);
    if (city >= count || (city >= 0 && entries.level[city] !== LEVEL_CITY))
      problem(`entry ${i}: city ${city} is not a city`);
  }
  let previous = 0;
  for (const start of lines.start) {
    if (start < previous || start * 2 > lines.coords.length)
      problem(`lines.start ${start} out of order or range`);
    previous = start;
  }
  if (lines.start.length > 0 && (lines.start.at(-1) as number) * 2 !== lines.coords.length) {
    problem('lines.start must end at the end of lines.coords');
  }
  for (const entry of [...lines.entry, ...houseNumbers.street]) {
    if (entry >= count || entries.level[entry] !== LEVEL_STREET)
      problem(`street ${entry} is not a street entry`);
  }
});
