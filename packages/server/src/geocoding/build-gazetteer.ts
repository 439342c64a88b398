import { metersBetween, PointGrid } from '@freight/core';
import { z } from 'zod';
import { foldText } from './fold-text.ts';
import type { GazetteerData } from './gazetteer-data.ts';
import {
  GAZETTEER_FORMAT,
  GAZETTEER_VERSION,
  LEVEL_CITY,
  LEVEL_COUNTRY,
  LEVEL_DISTRICT,
  LEVEL_STATE,
  LEVEL_STREET,
} from './gazetteer-data.ts';
import type { MunicipalityRow, StateRow } from './municipality-rows.ts';
import { municipalityRowSchema, stateRowSchema } from './municipality-rows.ts';
import type { OsmAddress, OsmSource } from './read-osm-features.ts';
import { PLACE_RANKS, readOsmFeatures } from './read-osm-features.ts';
import { EntryTable } from './entry-table.ts';
import { encodeLine, round6 } from './street-lines.ts';
import type { StreetAccumulator } from './street-pieces.ts';
import { addStreetPiece, representativePoint } from './street-pieces.ts';

/** What {@link buildGazetteer} reads. */
export interface GazetteerInput {
  /** Rows of the `states` table (or `estados.csv` with the table's column names). */
  states: readonly z.input<typeof stateRowSchema>[];
  /** Rows of the `municipalities` table (or `municipios.csv`); `capital` as a boolean or `'0'`/`'1'`. */
  municipalities: readonly z.input<typeof municipalityRowSchema>[];
  /** OSM extracts: `.osm.pbf` paths (or entities in memory) read for places, streets and house numbers. */
  osmFiles?: readonly OsmSource[];
}

/** Point of the country entry (the usual centre of Brazil). */
const BRAZIL = { lat: -14.235, lng: -51.9253 };

/** Importance (0–1000) per kind of entry; see the README's ranking rules. */
export const IMPORTANCE = {
  capital: 1000,
  state: 900,
  country: 800,
  municipality: 500,
  district: 400,
} as const;

const MUNICIPALITY_PLACE_BONUS: Readonly<Record<string, number>> = { city: 150, town: 80, village: 20 };
const DISTRICT_PLACE_BONUS: Readonly<Record<string, number>> = {
  town: 50,
  village: 40,
  suburb: 30,
  quarter: 20,
  neighbourhood: 10,
};
/** How far an OSM city/town/village may lie from the IBGE seat of the municipality of the same name. */
const PLACE_MATCH_METERS = 30_000;
/** How far a tagged `addr:city` / `is_in` municipality may lie from the tagged object. */
const CITY_HINT_METERS = 60_000;
/** How far a house number may lie from a street of its name in another municipality (border cases). */
const ADDRESS_STREET_METERS = 500;

/**
 * Builds the gazetteer: the country, the states, the municipalities, and from each OSM extract its places
 * (`place=city|town|village|suburb|quarter|neighbourhood`), its streets (named or numbered `highway` ways,
 * the pieces of one street in one municipality merged into one entry) and its tagged house numbers.
 *
 * Municipality of a street, place or address (the extracts hold no boundaries):
 * 1. a tagged `addr:city` / `is_in` naming a municipality within 60 km (house numbers, places);
 * 2. otherwise the nearest municipality seat among the file's own: the seats inside the file's bounding
 *    box, plus the municipalities its `place=city|town|village` nodes name; when the file has none (a
 *    country-wide extract has all), the nearest seat of all. Each street vertex is assigned so, and a
 *    street crossing a border is split there.
 *
 * @example
 * const { states, municipalities } = await readMunicipalityCsvs('../shared/data');
 * const data = await buildGazetteer({ states, municipalities, osmFiles: ['../shared/data/osm/sao-paulo-centro.osm.pbf'] });
 */
export async function buildGazetteer(input: GazetteerInput): Promise<GazetteerData> {
  const states: StateRow[] = z
    .array(stateRowSchema)
    .parse(input.states)
    .sort((a, b) => a.uf.localeCompare(b.uf));
  const municipalities: MunicipalityRow[] = z.array(municipalityRowSchema).parse(input.municipalities);
  const stateIndex = new Map<string, number>();
  states.forEach((state, i) => {
    stateIndex.set(state.uf, i);
    stateIndex.set(foldText(state.name), i);
    stateIndex.set(foldText(state.uf), i);
  });

  const table = new EntryTable();
  table.add({ level: LEVEL_COUNTRY, name: 'Brasil', state: -1, ...BRAZIL, importance: IMPORTANCE.country });
  states.forEach((state, i) =>
    table.add({
      level: LEVEL_STATE,
      name: state.name,
      state: i,
      lat: state.lat,
      lng: state.lng,
      importance: IMPORTANCE.state,
      ibge: state.ibge_code,
    }),
  );
  const cityEntries: number[] = [];
  const cityByName = new Map<string, number[]>();
  for (const row of municipalities) {
    const state = stateIndex.get(row.uf);
    if (state === undefined)
      throw new Error(`municipality ${row.ibge_code} (${row.name}): unknown state ${row.uf}`);
    const entry = table.add({
      level: LEVEL_CITY,
      name: row.name,
      state,
      lat: row.lat,
      lng: row.lng,
      importance: row.capital ? IMPORTANCE.capital : IMPORTANCE.municipality,
      ibge: row.ibge_code,
    });
    cityEntries.push(entry);
    const key = foldText(row.name);
    cityByName.set(key, [...(cityByName.get(key) ?? []), entry]);
  }
  const allSeats = new PointGrid(table.lat, table.lng, 0.25, cityEntries);

  const resolveCity = (
    name: string,
    stateHint: string | undefined,
    lat: number,
    lng: number,
    maxMeters: number,
  ) => {
    const state = stateHint
      ? (stateIndex.get(stateHint.trim()) ?? stateIndex.get(foldText(stateHint)))
      : undefined;
    let best = -1;
    let bestMeters = maxMeters;
    for (const entry of cityByName.get(foldText(name)) ?? []) {
      if (state !== undefined && table.state[entry] !== state) continue;
      const meters = metersBetween(lat, lng, table.lat[entry] as number, table.lng[entry] as number);
      if (meters <= bestMeters) {
        best = entry;
        bestMeters = meters;
      }
    }
    return best;
  };

  const placeBonus = new Map<number, number>();
  const districts = new Map<
    string,
    { name: string; city: number; lat: number; lng: number; importance: number }
  >();
  const streets = new Map<string, StreetAccumulator>();
  const addresses: { address: OsmAddress; city: number }[] = [];
  const sources: string[] = [];

  for (const source of input.osmFiles ?? []) {
    const features = await readOsmFeatures(source);
    sources.push(features.name);
    const own = new Set<number>();
    const box = features.bbox;
    if (box) {
      for (const entry of cityEntries) {
        const lat = table.lat[entry] as number;
        const lng = table.lng[entry] as number;
        if (lat >= box[0] && lat <= box[2] && lng >= box[1] && lng <= box[3]) own.add(entry);
      }
    }
    const localities = [];
    for (const place of features.places) {
      const bonus = MUNICIPALITY_PLACE_BONUS[place.place];
      if (bonus !== undefined) {
        const city = resolveCity(place.name, place.stateHint, place.lat, place.lng, PLACE_MATCH_METERS);
        if (city >= 0) {
          placeBonus.set(city, Math.max(placeBonus.get(city) ?? 0, bonus));
          own.add(city);
          continue;
        }
      }
      localities.push(place);
    }
    const seats = own.size > 0 ? new PointGrid(table.lat, table.lng, 0.05, own) : allSeats;
    const cityAt = (lat: number, lng: number) => seats.nearest(lat, lng, 5_000_000)?.index ?? -1;
    const hinted = (hint: string | undefined, stateHint: string | undefined, lat: number, lng: number) => {
      const city = hint ? resolveCity(hint, stateHint, lat, lng, CITY_HINT_METERS) : -1;
      return city >= 0 ? city : cityAt(lat, lng);
    };

    for (const place of localities) {
      const city = hinted(place.cityHint, place.stateHint, place.lat, place.lng);
      if (city < 0) continue;
      const key = `${city}|${foldText(place.name)}`;
      const importance =
        IMPORTANCE.district +
        (DISTRICT_PLACE_BONUS[place.place] ?? 0) -
        (PLACE_RANKS[place.place] ?? 22) / 10;
      const known = districts.get(key);
      if (!known || known.importance < importance) {
        districts.set(key, { name: place.name, city, lat: place.lat, lng: place.lng, importance });
      }
    }

    for (const piece of features.streets) addStreetPiece(piece, cityAt, streets);

    for (const address of features.addresses) {
      const city = hinted(address.city, undefined, address.lat, address.lng);
      if (city >= 0) addresses.push({ address, city });
    }
  }

  for (const [entry, bonus] of placeBonus) {
    if ((table.importance[entry] as number) < IMPORTANCE.capital)
      table.importance[entry] = IMPORTANCE.municipality + bonus;
  }
  for (const district of districts.values()) {
    table.add({
      level: LEVEL_DISTRICT,
      name: district.name,
      state: table.state[district.city] as number,
      city: district.city,
      lat: district.lat,
      lng: district.lng,
      importance: district.importance,
    });
  }

  const lineEntry: number[] = [];
  const lineTunnel: (0 | 1)[] = [];
  const lineStart: number[] = [0];
  const coords: number[] = [];
  const streetsPerCity = new Map<number, number>();
  const streetByName = new Map<string, number[]>();
  const streetByKey = new Map<string, number>();
  for (const [key, street] of streets) {
    const point = representativePoint(street.lines);
    street.aliases.delete(street.name);
    const entry = table.add({
      level: LEVEL_STREET,
      name: street.name,
      alias: [...street.aliases].join(';'),
      state: table.state[street.city] as number,
      city: street.city,
      ...point,
      importance: street.importance,
    });
    street.lines.forEach((line, i) => {
      lineEntry.push(entry);
      lineTunnel.push(street.tunnel[i] ? 1 : 0);
      encodeLine(line, coords);
      lineStart.push(coords.length / 2);
    });
    streetsPerCity.set(street.city, (streetsPerCity.get(street.city) ?? 0) + 1);
    streetByKey.set(key, entry);
    const folded = foldText(street.name);
    streetByName.set(folded, [...(streetByName.get(folded) ?? []), entry]);
  }
  for (const [city, count] of streetsPerCity) {
    const importance = table.importance[city] as number;
    if (importance < IMPORTANCE.capital) {
      table.importance[city] = Math.min(
        importance + Math.round(20 * Math.log2(1 + count)),
        IMPORTANCE.municipality + 250,
      );
    }
  }

  const houseNumbers = {
    street: [] as number[],
    number: [] as string[],
    lat: [] as number[],
    lng: [] as number[],
  };
  const seenNumbers = new Set<string>();
  for (const { address, city } of addresses) {
    const folded = foldText(address.street);
    let street = streetByKey.get(`${city}|${folded}`);
    if (street === undefined) {
      let bestMeters = ADDRESS_STREET_METERS;
      for (const candidate of streetByName.get(folded) ?? []) {
        const meters = metersBetween(
          address.lat,
          address.lng,
          table.lat[candidate] as number,
          table.lng[candidate] as number,
        );
        if (meters <= bestMeters) {
          bestMeters = meters;
          street = candidate;
        }
      }
    }
    if (street === undefined) continue;
    const key = `${street}|${foldText(address.number)}`;
    if (seenNumbers.has(key)) continue;
    seenNumbers.add(key);
    houseNumbers.street.push(street);
    houseNumbers.number.push(address.number);
    houseNumbers.lat.push(round6(address.lat));
    houseNumbers.lng.push(round6(address.lng));
  }

  return {
    format: GAZETTEER_FORMAT,
    version: GAZETTEER_VERSION,
    builtAt: new Date().toISOString(),
    sources,
    states: states.map((state) => ({ uf: state.uf, name: state.name })),
    entries: {
      level: table.level,
      name: table.name,
      alias: table.alias,
      state: table.state,
      city: table.city,
      lat: table.lat,
      lng: table.lng,
      importance: table.importance,
      ibge: table.ibge,
    },
    lines: { entry: lineEntry, start: lineStart, coords, tunnel: lineTunnel },
    houseNumbers,
  };
}
