import { describe, expect, it } from 'vitest';
import { buildGazetteer, IMPORTANCE } from './build-gazetteer.ts';
import type { GazetteerData } from './gazetteer-data.ts';
import { gazetteerDataSchema, LEVEL_CITY, LEVEL_DISTRICT, LEVEL_STREET } from './gazetteer-data.ts';
import { gazetteerStats } from './import-gazetteer.ts';
import { decodeLines } from './street-lines.ts';
import { sharedGazetteer } from './test-support/shared-gazetteer.ts';
import { TinyOsm } from './test-support/tiny-osm.ts';

const states = [
  { ibge_code: 35, uf: 'SP', name: 'São Paulo', lat: -22.19, lng: -48.79, region: 'Sudeste' },
  { ibge_code: 33, uf: 'RJ', name: 'Rio de Janeiro', lat: -22.25, lng: -42.66, region: 'Sudeste' },
];
const municipalities = [
  { ibge_code: 3500001, name: 'Alfa', uf: 'SP', lat: -23.5, lng: -46.6, capital: '0' as const },
  { ibge_code: 3500002, name: 'Beta', uf: 'SP', lat: -23.5, lng: -46.5, capital: false },
  { ibge_code: 3300001, name: 'Gama', uf: 'RJ', lat: -22.9, lng: -43.2, capital: '1' as const },
];

/** Entries of `level` named `name`, with the name of their municipality. */
function named(data: GazetteerData, level: number, name: string) {
  const { entries } = data;
  return entries.name
    .map((entryName, i) => ({ i, entryName }))
    .filter(({ i, entryName }) => entryName === name && entries.level[i] === level)
    .map(({ i }) => ({
      entry: i,
      city: entries.name[entries.city[i] as number],
      alias: entries.alias[i],
      importance: entries.importance[i],
      lat: entries.lat[i],
      lng: entries.lng[i],
    }));
}

function tinyTown(): TinyOsm {
  const osm = new TinyOsm();
  osm.node([-23.501, -46.601], { place: 'city', name: 'Alfa', 'is_in:state_code': 'SP' });
  osm.node([-23.505, -46.605], { place: 'suburb', name: 'Centro' });
  osm.node([-23.502, -46.598], { place: 'neighbourhood', name: 'Jardim Beta', 'addr:city': 'Beta' });
  osm.way(
    [
      [-23.51, -46.6],
      [-23.51, -46.58],
      [-23.51, -46.56],
      [-23.51, -46.54],
      [-23.51, -46.52],
      [-23.51, -46.49],
    ],
    { highway: 'residential', name: 'Rua Longa' },
  );
  const a = osm.node([-23.49, -46.61]);
  const b = osm.node([-23.49, -46.605]);
  const c = osm.node([-23.49, -46.6]);
  osm.way([a, b], { highway: 'secondary', name: 'Avenida Central' });
  osm.way([b, c], { highway: 'secondary', name: 'Avenida Central', oneway: 'yes' });
  osm.way(
    [
      [-23.495, -46.61],
      [-23.495, -46.6],
    ],
    { highway: 'primary', name: 'Túnel Um', tunnel: 'yes' },
  );
  osm.way(
    [
      [-23.496, -46.61],
      [-23.496, -46.6],
    ],
    { highway: 'footway', name: 'Passarela' },
  );
  osm.way(
    [
      [-23.48, -46.62],
      [-23.47, -46.62],
    ],
    { highway: 'trunk', ref: 'SP-330;BR-050' },
  );
  osm.way(
    [
      [-23.48, -46.63],
      [-23.47, -46.63],
    ],
    { highway: 'motorway', name: 'Via Anhanguera', ref: 'SP-330' },
  );
  osm.node([-23.4901, -46.6049], {
    'addr:street': 'Avenida Central',
    'addr:housenumber': '10',
    shop: 'bakery',
  });
  osm.node([-23.4901, -46.6049], { 'addr:street': 'Avenida Central', 'addr:housenumber': '10' });
  osm.node([-23.4902, -46.6001], { 'addr:street': 'Rua Inexistente', 'addr:housenumber': '5' });
  osm.way(
    [
      [-23.4899, -46.6011],
      [-23.4899, -46.6009],
      [-23.4897, -46.6009],
      [-23.4899, -46.6011],
    ],
    { building: 'yes', 'addr:street': 'Avenida Central', 'addr:housenumber': '20' },
  );
  return osm;
}

describe('buildGazetteer on a tiny town', () => {
  it('holds the country, the states and the municipalities, capitals first in importance', async () => {
    const data = await buildGazetteer({ states, municipalities });
    expect(gazetteerStats(data).perLevel).toEqual({ country: 1, state: 2, city: 3, district: 0, street: 0 });
    expect(data.entries.name.slice(0, 3)).toEqual(['Brasil', 'Rio de Janeiro', 'São Paulo']);
    expect(named(data, LEVEL_CITY, 'Gama')[0]?.importance).toBe(IMPORTANCE.capital);
    expect(named(data, LEVEL_CITY, 'Alfa')[0]?.importance).toBe(IMPORTANCE.municipality);
    expect(gazetteerDataSchema.safeParse(data).success).toBe(true);
  });

  it('reads places, streets and house numbers, each in its municipality', async () => {
    const data = await buildGazetteer({ states, municipalities, osmFiles: [tinyTown().source()] });
    expect(data.sources).toEqual(['tiny.osm.pbf']);
    expect(gazetteerDataSchema.safeParse(data).success).toBe(true);

    // a place=city naming a municipality raises it; other places are districts
    expect(named(data, LEVEL_CITY, 'Alfa')[0]?.importance).toBeGreaterThan(IMPORTANCE.municipality + 100);
    expect(named(data, LEVEL_DISTRICT, 'Centro').map((d) => d.city)).toEqual(['Alfa']);
    expect(named(data, LEVEL_DISTRICT, 'Jardim Beta').map((d) => d.city)).toEqual(['Beta']); // addr:city wins

    // one street across two municipalities whose seats are in the file: cut at the nearest-seat border
    expect(
      named(data, LEVEL_STREET, 'Rua Longa')
        .map((s) => s.city)
        .sort(),
    ).toEqual(['Alfa', 'Beta']);
    // Gama's seat is far outside the file: nothing of the file goes there
    expect(data.entries.city.filter((city) => data.entries.name[city] === 'Gama')).toEqual([]);

    // two pieces of one street: one entry, two lines, a point on the street
    const [central] = named(data, LEVEL_STREET, 'Avenida Central');
    expect(named(data, LEVEL_STREET, 'Avenida Central')).toHaveLength(1);
    expect(central).toMatchObject({ city: 'Alfa', lat: -23.49, lng: -46.605 });
    expect(data.lines.entry.filter((entry) => entry === central?.entry)).toHaveLength(2);

    // numbered roads: named by their ref when they have no name, refs as other names
    expect(named(data, LEVEL_STREET, 'SP-330')[0]).toMatchObject({ alias: 'BR-050' });
    expect(named(data, LEVEL_STREET, 'Via Anhanguera')[0]).toMatchObject({
      alias: 'SP-330',
      importance: 200,
    });

    // footways are left out; tunnels are kept, flagged
    expect(named(data, LEVEL_STREET, 'Passarela')).toEqual([]);
    const [tunnel] = named(data, LEVEL_STREET, 'Túnel Um');
    expect(data.lines.tunnel[data.lines.entry.indexOf(tunnel?.entry ?? -1)]).toBe(1);

    // house numbers: on their street, once each; a way's at its centroid; an unknown street's dropped
    const numbers = data.houseNumbers.number.map((n, i) => [n, data.houseNumbers.street[i]]);
    expect(numbers).toEqual([
      ['10', central?.entry],
      ['20', central?.entry],
    ]);
  });

  it('stores street lines so that they decode to the OSM positions', async () => {
    const data = await buildGazetteer({ states, municipalities, osmFiles: [tinyTown().source()] });
    const vertices = decodeLines(data.lines.coords, data.lines.start);
    const [central] = named(data, LEVEL_STREET, 'Avenida Central');
    const line = data.lines.entry.indexOf(central?.entry ?? -1);
    const start = data.lines.start[line] as number;
    expect([
      vertices[2 * start],
      vertices[2 * start + 1],
      vertices[2 * start + 2],
      vertices[2 * start + 3],
    ]).toEqual([-23.49, -46.61, -23.49, -46.605]);
  });

  it('refuses a municipality of an unknown state', async () => {
    await expect(
      buildGazetteer({ states, municipalities: [{ ...municipalities[0]!, uf: 'XX' }] }),
    ).rejects.toThrow(/unknown state XX/);
  });
});

describe('buildGazetteer on the shared data (São Paulo extract)', () => {
  it('has every municipality and ties the streets of central São Paulo to São Paulo', async () => {
    const data = await sharedGazetteer(['sao-paulo-centro']);
    const stats = gazetteerStats(data);
    expect(stats.perLevel).toMatchObject({ country: 1, state: 27, city: 5571 });
    expect(stats.perLevel.street).toBeGreaterThan(1000);
    expect(stats.houseNumbers).toBeGreaterThan(100);
    const cities = new Set(
      data.entries.level.flatMap((level, i) =>
        level === LEVEL_STREET ? [data.entries.name[data.entries.city[i] as number]] : [],
      ),
    );
    expect([...cities]).toEqual(['São Paulo']);
    expect(named(data, LEVEL_STREET, 'Avenida Paulista')).toHaveLength(1);
  }, 60_000);
});
