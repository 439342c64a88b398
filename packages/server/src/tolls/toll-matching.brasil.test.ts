import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EmbeddedRouter,
  RoutingGraph,
  buildGraph,
  extractNetwork,
  profilesFor,
  readOsmPbf,
} from '@freight/routing';
import { csvTextRecords } from '@freight/core';
import { readKmMarkers } from './km-markers.ts';
import { matchTolls } from './match-tolls.ts';
import type { TollMatch } from './match-tolls.ts';
import { placePlazas } from './place-plazas.ts';
import type { PlacedPlaza, PlazaPlacement } from './plaza-placement.ts';
import { summarizePlacements } from './summarize-placements.ts';
import { parseTollPlazaRecords } from './toll-plaza-records.ts';
import type { TollPlazaRecord } from './toll-plaza-records.ts';
import { sharedDataDir } from './test-support/shared-data.ts';
import { routeTrip } from './test-support/tiny-network.ts';

const SAO_PAULO = { lat: -23.5503, lng: -46.6339 }; // Praça da Sé
const CURITIBA = { lat: -25.4284, lng: -49.2733 };
const RIO = { lat: -22.9068, lng: -43.1729 };

/** The Régis Bittencourt (BR-116) plazas between São Paulo and Curitiba, from São Paulo southwards. */
const REGIS = [
  'antt-autopista-regis-bittencourt-sao-lourenco-da-serra',
  'antt-autopista-regis-bittencourt-miracatu',
  'antt-autopista-regis-bittencourt-juquia',
  'antt-autopista-regis-bittencourt-cajati',
  'antt-autopista-regis-bittencourt-barra-do-turvo',
  'antt-autopista-regis-bittencourt-campina-grande-do-sul',
];

let plazas: Map<string, TollPlazaRecord>;
let placements: PlazaPlacement[];
let router: EmbeddedRouter;

beforeAll(async () => {
  const pbf = join(sharedDataDir(), 'osm', 'brasil-rodovias.osm.pbf');
  const { network, stats } = await extractNetwork(readOsmPbf(pbf));
  const graph = new RoutingGraph(buildGraph(network, { profiles: profilesFor(['truck'], false), stats }));
  router = new EmbeddedRouter(graph);
  const parsed = parseTollPlazaRecords(
    csvTextRecords(readFileSync(join(sharedDataDir(), 'pedagios', 'pracas.csv'), 'utf8')),
  );
  if (!parsed.success) throw new Error(`pracas.csv: ${JSON.stringify(parsed.errors.slice(0, 3))}`);
  plazas = new Map(parsed.rows.map((row) => [row.id, row]));
  placements = placePlazas(graph, parsed.rows, { kmMarkers: await readKmMarkers(readOsmPbf(pbf)) });
}, 60_000);

const truck = (...stops: { lat: number; lng: number }[]): TollMatch =>
  matchTolls(placements, routeTrip(router, stops));
const onRoad = (match: TollMatch, rodovia: string) =>
  match.plazas.filter((p) => plazas.get(p.plazaId)?.rodovia === rodovia);
const placedOnes = (): PlacedPlaza[] => placements.filter((p): p is PlacedPlaza => p.status === 'placed');

describe('toll plazas of pracas.csv on brasil-rodovias.osm.pbf', () => {
  it('places every plaza but those on Paraná state roads, which the network lacks', () => {
    const summary = summarizePlacements(placements);
    expect(summary.total).toBe(plazas.size);
    expect(summary.placed).toBeGreaterThanOrEqual(0.95 * summary.total);
    const unplaced = summary.byReason['no-road-within-distance'] ?? [];
    expect(summary.placed + unplaced.length).toBe(summary.total);
    for (const id of unplaced) {
      expect(plazas.get(id)).toMatchObject({ uf: 'PR', rodovia: expect.stringMatching(/^PR-\d{3}$/) });
    }
    expect(summary.distanceM.median).toBeLessThan(60);
  });

  it('knows the km direction of every one-direction plaza but the co-located Santa Lúcia pair', () => {
    const directional = placedOnes().filter((p) => p.sentido === 'crescente' || p.sentido === 'decrescente');
    expect(directional.length).toBeGreaterThanOrEqual(75);
    expect(directional.filter((p) => p.kmSense === 0).map((p) => p.plazaId)).toEqual([
      'antt-epr-iguacu-p01-freeflow-santa-lucia-norte',
      'antt-epr-iguacu-p01-freeflow-santa-lucia-sul',
    ]);
    const kmTagged = placedOnes().filter((p) => p.kmSource === 'km-tags');
    expect(kmTagged.length).toBeGreaterThan(200);
    expect(kmTagged.every((p) => plazas.get(p.plazaId)?.uf === 'SP' || p.ref.startsWith('SP'))).toBe(true);
  });

  it('places ramp plazas (Rodoanel Oeste ramos, bloqueios, Jacarezinho accesses) with an uncertain charge', () => {
    const ramps = placedOnes().filter((p) => p.ramp);
    expect(ramps).toHaveLength(21);
    expect(ramps.map((p) => p.plazaId)).toEqual(
      expect.arrayContaining([
        'antt-litoral-pioneiro-p08-jacarezinho-aux-i',
        'antt-litoral-pioneiro-p09-jacarezinho-aux-ii',
        'artesp-l24-rodoanel-oeste-praca-7-castelo-branco-i-ramo-e',
        'artesp-l22-diadema-bloqueio',
      ]),
    );
    expect(ramps.every((p) => p.charge === 'uncertain')).toBe(true);
  });

  it('charges a truck from São Paulo to Curitiba the Régis Bittencourt plazas in order, km increasing', () => {
    const match = truck(SAO_PAULO, CURITIBA);
    const regis = onRoad(match, 'BR-116');
    expect(regis.map((p) => p.plazaId)).toEqual(REGIS);
    expect(regis.every((p) => p.kmDirection === 'crescente' && !p.freeFlow)).toBe(true);
    expect(match.plazas.map((p) => p.p_index)).toEqual(match.plazas.map((_p, i) => i));
    const distances = match.plazas.map((p) => p.distanceM);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // the route takes the Rodoanel Oeste main line: its ramp plazas may pay, they are not charged
    expect(match.uncertain.length).toBeGreaterThan(0);
    expect(match.uncertain.every((p) => p.ramp && plazas.get(p.plazaId)?.rodovia === 'SP-021')).toBe(true);
  });

  it('charges the way back the same plazas in reverse, and a round trip each of them twice', () => {
    const back = onRoad(truck(CURITIBA, SAO_PAULO), 'BR-116');
    expect(back.map((p) => p.plazaId)).toEqual([...REGIS].reverse());
    expect(back.every((p) => p.kmDirection === 'decrescente')).toBe(true);
    const roundTrip = onRoad(truck(SAO_PAULO, CURITIBA, SAO_PAULO), 'BR-116');
    expect(roundTrip.map((p) => p.plazaId)).toEqual([...REGIS, ...[...REGIS].reverse()]);
    expect(roundTrip.map((p) => p.legIndex)).toEqual([...REGIS.map(() => 0), ...REGIS.map(() => 1)]);
  });

  it('charges the Via Dutra one-direction plazas only in their direction', () => {
    const toRio = onRoad(truck(SAO_PAULO, RIO), 'BR-116').filter((p) => p.plazaId.startsWith('antt-riosp-'));
    const toSaoPaulo = onRoad(truck(RIO, SAO_PAULO), 'BR-116').filter((p) =>
      p.plazaId.startsWith('antt-riosp-'),
    );
    expect(toRio.length).toBeGreaterThan(5);
    expect(toSaoPaulo.length).toBeGreaterThan(5);
    expect(toRio.every((p) => plazas.get(p.plazaId)?.sentido === 'decrescente')).toBe(true);
    expect(toSaoPaulo.every((p) => plazas.get(p.plazaId)?.sentido === 'crescente')).toBe(true);
    expect(toRio.map((p) => p.plazaId)).toEqual(
      expect.arrayContaining(['antt-riosp-jacarei-norte', 'antt-riosp-itatiaia-norte']),
    );
    expect(toSaoPaulo.map((p) => p.plazaId)).toEqual(
      expect.arrayContaining(['antt-riosp-jacarei-sul', 'antt-riosp-itatiaia-sul']),
    );
  });
});
