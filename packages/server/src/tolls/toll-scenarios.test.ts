import { beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedRouter } from '@freight/routing';
import type { RoutingGraph } from '@freight/routing';
import { readKmMarkers } from './km-markers.ts';
import type { KmMarkers } from './km-markers.ts';
import { matchTolls } from './match-tolls.ts';
import { placePlazas } from './place-plazas.ts';
import type { PlazaToPlace } from './place-plazas.ts';
import { plaza } from './test-support/plaza.ts';
import { routeTrip, tinyGraph, tinyNetwork } from './test-support/tiny-network.ts';

//                     q
//   a ─ b ─ c ─ d ─ e   g        BR-116 a–e (nodes 200 m apart), km 100 at a to 104 at e;
//                     f          roundabout e → f → g → q → e
//   h ─ i ─ j ─ k ─ l            SP-055, 200 m south of BR-116, joined at a–h and l–g
const net = tinyNetwork(
  `
          q
a b c d e   g
          f

h i j k l
`,
  [
    ['abc', { highway: 'trunk', ref: 'BR-116', 'km:start': '100', 'km:end': '102' }],
    ['cde', { highway: 'trunk', ref: 'BR-116', 'km:start': '102', 'km:end': '104' }],
    ['efgqe', { highway: 'trunk', junction: 'roundabout' }],
    ['hijkl', { highway: 'trunk', ref: 'SP-055' }],
    ['ah', { highway: 'secondary' }],
    ['lg', { highway: 'secondary' }],
  ],
  { gridMeters: 100 },
);

let graph: RoutingGraph;
let router: EmbeddedRouter;
let kmMarkers: KmMarkers;
beforeAll(async () => {
  graph = await tinyGraph(net.entities);
  router = new EmbeddedRouter(graph);
  kmMarkers = await readKmMarkers(net.entities);
});

/** Ids of the plazas charged on a route through the named nodes, in order. */
function charged(plazas: readonly PlazaToPlace[], stops: string): string[] {
  const trip = routeTrip(
    router,
    [...stops].map((name) => net.at(name)),
  );
  return matchTolls(placePlazas(graph, plazas, { kmMarkers }), trip).plazas.map((p) => p.plazaId);
}

/** A plaza on BR-116 between c and d (km 102.5), 40 m off the centre line, charging `sentido`. */
const onBr116 = (sentido: PlazaToPlace['sentido'], fields: Partial<PlazaToPlace> = {}): PlazaToPlace =>
  plaza(`p-${sentido ?? 'vazio'}`, net.between('c', 'd', 0.5, 40), { km: 102.5, sentido, ...fields });

describe('toll matching on a small network', () => {
  it.each([
    // sentido, eastwards (km increasing), westwards
    ['ambos', ['p-ambos'], ['p-ambos']],
    [null, ['p-vazio'], ['p-vazio']],
    ['crescente', ['p-crescente'], []],
    ['decrescente', [], ['p-decrescente']],
  ] as const)('a plaza charging %s: a → e pays %j, e → a pays %j', (sentido, east, west) => {
    expect(charged([onBr116(sentido)], 'ae')).toEqual(east);
    expect(charged([onBr116(sentido)], 'ea')).toEqual(west);
  });

  it('does not charge a plaza on a parallel road', () => {
    const parallel = plaza('sp-055', net.between('j', 'k', 0.5, 80), { rodovia: 'SP-055' });
    expect(charged([parallel, onBr116('ambos')], 'ae')).toEqual(['p-ambos']);
    expect(charged([parallel, onBr116('ambos')], 'hl')).toEqual(['sp-055']);
  });

  it('charges a plaza on every pass in a charged direction: out and back through the roundabout', () => {
    // a → q goes e → f → g → q round the roundabout, q → b comes back past the plaza
    expect(charged([onBr116('ambos')], 'aqb')).toEqual(['p-ambos', 'p-ambos']);
    expect(charged([onBr116('crescente')], 'aqb')).toEqual(['p-crescente']);
    expect(charged([onBr116('decrescente')], 'aqb')).toEqual(['p-decrescente']);
  });

  it('numbers the passes in route order with their legs and shape indices, through one leg or several', () => {
    const plazas = [
      onBr116('ambos'),
      plaza('west', net.between('a', 'b', 0.5), { km: 100.5, free_flow: true }),
    ];
    const placements = placePlazas(graph, plazas, { kmMarkers });
    const twoLegs = matchTolls(placements, routeTrip(router, [net.at('a'), net.at('q'), net.at('b')]));
    expect(twoLegs.plazas.map((p) => [p.p_index, p.plazaId, p.legIndex, p.kmDirection, p.freeFlow])).toEqual([
      [0, 'west', 0, 'crescente', true],
      [1, 'p-ambos', 0, 'crescente', false],
      [2, 'p-ambos', 1, 'decrescente', false],
    ]);
    const oneLeg = matchTolls(
      placements,
      routeTrip(router, [net.at('a'), { ...net.at('q'), type: 'through' }, net.at('b')]),
    );
    expect(oneLeg.plazas.map((p) => [p.p_index, p.plazaId, p.legIndex])).toEqual([
      [0, 'west', 0],
      [1, 'p-ambos', 0],
      [2, 'p-ambos', 0],
    ]);
    const distances = oneLeg.plazas.map((p) => p.distanceM);
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
    expect(distances[0]).toBeCloseTo(100, -1);
    expect(distances[1]).toBeCloseTo(500, -1);
  });

  it('charges free-flow gantries like plazas, flagged', () => {
    const trip = routeTrip(router, [net.at('a'), net.at('e')]);
    const gantry = plaza('gantry', net.between('b', 'c', 0.3), {
      km: 101.3,
      free_flow: true,
      sentido: 'crescente',
    });
    const [pass] = matchTolls(placePlazas(graph, [gantry], { kmMarkers }), trip).plazas;
    expect(pass).toMatchObject({ plazaId: 'gantry', freeFlow: true, kmDirection: 'crescente', p_index: 0 });
  });

  it('lists a pass through a one-direction plaza of unknown km direction as uncertain, not charged', () => {
    const trip = routeTrip(router, [net.at('a'), net.at('e')]);
    const placements = placePlazas(graph, [onBr116('crescente')]);
    const match = matchTolls(placements, trip);
    expect(match.plazas).toEqual([]);
    expect(match.uncertain.map((p) => [p.plazaId, p.charge, p.kmDirection])).toEqual([
      ['p-crescente', 'uncertain', null],
    ]);
  });

  it('matches plazas on toll booth nodes and reports booths the plaza list lacks', async () => {
    const booths = tinyNetwork('a b c d e', [['abcde', { highway: 'trunk', ref: 'BR-116' }]], {
      nodeTags: { b: { barrier: 'toll_booth' }, d: { highway: 'toll_gantry' } },
    });
    const boothGraph = await tinyGraph(booths.entities);
    const trip = routeTrip(new EmbeddedRouter(boothGraph), [booths.at('a'), booths.at('e')]);
    const match = matchTolls(
      placePlazas(boothGraph, [plaza('at-b', booths.between('a', 'b', 0.8, 30))]),
      trip,
    );
    expect(match.plazas.map((p) => [p.plazaId, p.shapeIndex])).toEqual([['at-b', 1]]);
    expect(match.unlistedTollNodes.map((n) => [n.node_id, n.legIndex])).toEqual([[booths.id('d'), 0]]);
  });
});
