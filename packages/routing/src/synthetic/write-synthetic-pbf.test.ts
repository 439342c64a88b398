import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { haversineDistance, valhallaRouteResponseSchema } from '@freight/core';
import { runImport } from '../cli/import-graph.ts';
import { EmbeddedRouter } from '../engine/embedded-router.ts';
import { loadGraph } from '../graph/graph-files.ts';
import { RoutingGraph } from '../graph/routing-graph.ts';
import { isValhallaError } from '../trip/valhalla-error.ts';
import type { OsmNode, OsmWay } from '../extract/osm-entity.ts';
import { readOsmPbf } from '../extract/read-osm-pbf.ts';
import type { MunicipalitySeat } from './municipality-seats.ts';
import { fileSink } from './osm-pbf-writer.ts';
import type { SyntheticPbfOptions, SyntheticPbfReport } from './write-synthetic-pbf.ts';
import { writeSyntheticPbf } from './write-synthetic-pbf.ts';

const SCALE = 0.0003;

function bytesOf(options: SyntheticPbfOptions): Buffer {
  const chunks: Uint8Array[] = [];
  writeSyntheticPbf((chunk) => void chunks.push(chunk), options);
  return Buffer.concat(chunks);
}

describe('synthetic Brazil-like PBF', () => {
  let dir: string;
  let report: SyntheticPbfReport;
  const nodes: OsmNode[] = [];
  const ways: OsmWay[] = [];
  const order: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'freight-synthetic-pbf-'));
    const file = fileSink(join(dir, 'small.osm.pbf'));
    report = writeSyntheticPbf(file.write, { scale: SCALE, seed: 7 });
    file.close();
    for await (const entity of readOsmPbf(join(dir, 'small.osm.pbf'))) {
      order.push(`${entity.type}:${entity.id}`);
      if (entity.type === 'node') nodes.push(entity);
      else ways.push(entity);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const roads = () => ways.filter((w) => w.tags['highway']);
  const withTag = (key: string, value?: string) =>
    ways.filter((w) => w.tags[key] !== undefined && (value === undefined || w.tags[key] === value));

  it('holds what the report counts, nodes before ways, each sorted by id', () => {
    expect(nodes).toHaveLength(report.nodes);
    expect(ways).toHaveLength(report.ways);
    const sorted = [
      ...nodes
        .map((n) => n.id)
        .sort((a, b) => a - b)
        .map((id) => `node:${id}`),
      ...ways
        .map((w) => w.id)
        .sort((a, b) => a - b)
        .map((id) => `way:${id}`),
    ];
    expect(order).toEqual(sorted);
  });

  it("has every way's refs among its nodes", () => {
    const ids = new Set(nodes.map((n) => n.id));
    const missing = ways.flatMap((w) => w.refs.filter((ref) => !ids.has(ref)));
    expect(missing).toEqual([]);
  });

  it('has the road classes of a Brazilian extract, streets far more numerous than highways', () => {
    const count = (highway: string) => roads().filter((w) => w.tags['highway'] === highway).length;
    for (const highway of [
      'motorway',
      'motorway_link',
      'trunk',
      'primary',
      'secondary',
      'tertiary',
      'residential',
      'service',
    ])
      expect(count(highway), highway).toBeGreaterThan(0);
    expect(count('residential')).toBeGreaterThan(5 * (count('motorway') + count('trunk') + count('primary')));
    expect(report.byHighway['residential']).toBe(count('residential'));
  });

  it('has oneways, closed roundabouts, tolls with booths on them, maxspeeds, refs and access restrictions', () => {
    expect(withTag('oneway', 'yes').length).toBeGreaterThan(0);
    const roundabouts = withTag('junction', 'roundabout');
    expect(roundabouts.length).toBeGreaterThan(0);
    for (const ring of roundabouts) expect(ring.refs[0]).toBe(ring.refs.at(-1));
    const tollRefs = new Set(withTag('toll', 'yes').flatMap((w) => w.refs));
    const booths = nodes.filter((n) => n.tags['barrier'] === 'toll_booth');
    expect(booths.length).toBe(report.tollBooths);
    expect(booths.length).toBeGreaterThan(0);
    expect(booths.filter((b) => !tollRefs.has(b.id))).toEqual([]);
    expect(withTag('maxspeed').length).toBeGreaterThan(0);
    expect(withTag('maxspeed:hgv').length).toBeGreaterThan(0);
    const refs = withTag('ref').map((w) => w.tags['ref']!);
    expect(refs.some((ref) => /^BR-\d{3}$/.test(ref))).toBe(true);
    expect(refs.some((ref) => /^[A-Z]{2}-\d{3}$/.test(ref) && !ref.startsWith('BR'))).toBe(true);
    expect(withTag('access', 'private').length + withTag('access', 'no').length).toBeGreaterThan(0);
    expect(withTag('hgv', 'no').length).toBeGreaterThan(0);
    expect(withTag('maxweight').length + withTag('maxheight').length).toBeGreaterThan(0);
  });

  it('names municipalities and streets, and gives house numbers on named streets', () => {
    const places = nodes.filter((n) => ['city', 'town', 'village'].includes(n.tags['place'] ?? ''));
    expect(places).toHaveLength(report.towns);
    for (const place of places) expect(place.tags['name']).toBeTruthy();
    const streetNames = new Set(
      roads()
        .map((w) => w.tags['name'])
        .filter(Boolean),
    );
    expect(streetNames.size).toBeGreaterThan(10);
    const addresses = nodes.filter((n) => n.tags['addr:housenumber']);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((a) => !streetNames.has(a.tags['addr:street']))).toEqual([]);
    expect(addresses.some((a) => a.tags['addr:city'])).toBe(true);
  });

  it('is mostly what a road import skips: buildings, landuse, waterways, untagged shape nodes', () => {
    expect(withTag('building').length).toBeGreaterThan(0);
    expect(withTag('landuse').length).toBeGreaterThan(0);
    expect(withTag('waterway').length).toBeGreaterThan(0);
    const onRoads = new Set(roads().flatMap((w) => w.refs));
    expect(onRoads.size / nodes.length).toBeLessThan(0.5);
  });

  it('is the same file for the same seed and another for another seed', () => {
    const a = bytesOf({ scale: SCALE, seed: 7 });
    expect(bytesOf({ scale: SCALE, seed: 7 }).equals(a)).toBe(true);
    expect(bytesOf({ scale: SCALE, seed: 8 }).equals(a)).toBe(false);
    expect(readFileSync(join(dir, 'small.osm.pbf')).equals(a)).toBe(true);
  });
});

/** Four São Paulo seats: the spanning tree of their national roads has three roads. */
const seats: MunicipalitySeat[] = [
  { name: 'São Paulo', uf: 'SP', lat: -23.5505, lng: -46.6333, capital: true },
  { name: 'Campinas', uf: 'SP', lat: -22.9056, lng: -47.0608, capital: false },
  { name: 'Sorocaba', uf: 'SP', lat: -23.5015, lng: -47.4526, capital: false },
  { name: 'Santos', uf: 'SP', lat: -23.9608, lng: -46.3336, capital: false },
];

describe('synthetic PBF of given municipalities', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'freight-synthetic-import-'));
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterAll(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('imports into a graph that routes a truck between the municipalities over their roads', async () => {
    const file = fileSink(join(dir, 'sp.osm.pbf'));
    const report = writeSyntheticPbf(file.write, { scale: SCALE, seed: 3, municipalities: seats });
    file.close();
    expect(report.towns).toBe(seats.length);
    const out = join(dir, 'graph');
    expect(
      await runImport([join(dir, 'sp.osm.pbf'), '--out', out, '--costings', 'truck', '--no-shortest']),
    ).toBe(0);
    const graph = new RoutingGraph(loadGraph(out));
    expect(graph.manifest.counts.osmNodes).toBe(report.nodes);
    const router = new EmbeddedRouter(graph);
    for (const [from, to] of [
      [seats[0]!, seats[1]!],
      [seats[3]!, seats[2]!],
    ] as const) {
      const answer = router.route({
        locations: [
          { lat: from.lat, lon: from.lng },
          { lat: to.lat, lon: to.lng },
        ],
        costing: 'truck',
      });
      if (isValhallaError(answer)) throw new Error(`${from.name} → ${to.name}: ${answer.error}`);
      const straightKm = haversineDistance(from, to) / 1000;
      const { length } = valhallaRouteResponseSchema.parse(answer).trip.summary;
      expect(length, `${from.name} → ${to.name}`).toBeGreaterThan(straightKm * 0.95);
      expect(length, `${from.name} → ${to.name}`).toBeLessThan(straightKm * 2);
    }
  }, 30_000);
});

describe('synthetic PBF with real toll plazas', () => {
  // near the middle of the three roads of the seats' spanning tree, and one in Amazonas far from them all
  const tollPlazas = [
    { lat: -23.74, lng: -46.5, rodovia: 'SP-150' },
    { lat: -23.55, lng: -47.05, rodovia: 'SPA 280/075' },
    { lat: -23.2, lng: -47.24, rodovia: 'Acesso para SP-075' },
    { lat: -3.1, lng: -60.02, rodovia: 'BR-174' },
  ];
  let dir: string;
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'freight-synthetic-plazas-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes a road carrying the plaza number through each plaza near one, with a toll booth there', async () => {
    const file = fileSink(join(dir, 'plazas.osm.pbf'));
    const report = writeSyntheticPbf(file.write, {
      scale: SCALE,
      seed: 3,
      municipalities: seats,
      tollPlazas,
    });
    file.close();
    expect(report.tollPlazas).toEqual({ given: 4, assigned: 3 });
    const nodes: OsmNode[] = [];
    const ways: OsmWay[] = [];
    for await (const entity of readOsmPbf(join(dir, 'plazas.osm.pbf'))) {
      if (entity.type === 'node') nodes.push(entity);
      else ways.push(entity);
    }
    const booths = nodes.filter((n) => n.tags['barrier'] === 'toll_booth');
    const near = (plaza: (typeof tollPlazas)[number], number: string) =>
      booths.filter(
        (booth) =>
          haversineDistance({ lat: booth.lat, lng: booth.lon }, plaza) < 50 &&
          ways.some((w) => w.refs.includes(booth.id) && w.tags['ref']?.split(';').includes(number)),
      );
    expect(near(tollPlazas[0]!, 'SP-150').length).toBeGreaterThan(0);
    expect(near(tollPlazas[1]!, 'SPA-280/075').length).toBeGreaterThan(0);
    expect(near(tollPlazas[2]!, 'SP-075').length).toBeGreaterThan(0);
  });

  it('is the same file for the same plazas, and another without them', () => {
    const options = { scale: SCALE, seed: 3, municipalities: seats };
    const a = bytesOf({ ...options, tollPlazas });
    expect(bytesOf({ ...options, tollPlazas }).equals(a)).toBe(true);
    expect(bytesOf(options).equals(a)).toBe(false);
  });
});
