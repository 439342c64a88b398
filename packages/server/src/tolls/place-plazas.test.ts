import { describe, expect, it } from 'vitest';
import { METERS_PER_DEGREE } from '@freight/core';
import { z } from 'zod';
import { placePlazas } from './place-plazas.ts';
import type { PlacedPlaza, PlazaPlacement } from './plaza-placement.ts';
import { plazaPlacementSchema } from './plaza-placement.ts';
import { readKmMarkers } from './km-markers.ts';
import { summarizePlacements } from './summarize-placements.ts';
import { plaza } from './test-support/plaza.ts';
import { tinyGraph, tinyNetwork } from './test-support/tiny-network.ts';

function placed(placement: PlazaPlacement | undefined): PlacedPlaza {
  if (placement?.status !== 'placed') throw new Error(`not placed: ${JSON.stringify(placement)}`);
  return placement;
}

//   a ─ b ─ c ─ d ─ e     BR-116, km 100 at a to 104 at e (two DER-like ways: abc 100–102, cde 102–104)
//   │               │
//   f ─ g ─ h ─ i ─ j     SP-055;SP-099, 200 m south
const MAP = `
a b c d e

f g h i j
`;
const WAYS = [
  ['abc', { highway: 'trunk', ref: 'BR-116', 'km:start': '100', 'km:end': '102' }],
  ['cde', { highway: 'trunk', ref: 'BR-116', 'km:start': '102', 'km:end': '104' }],
  ['fghij', { highway: 'primary', ref: 'SP-055;SP-099' }],
  ['af', { highway: 'secondary' }],
  ['ej', { highway: 'secondary' }],
] as const;

describe('placePlazas', () => {
  it('snaps a plaza to the nearest point of the road carrying its number, not of a nearer other road', async () => {
    const net = tinyNetwork(MAP, WAYS, { gridMeters: 100 });
    const graph = await tinyGraph(net.entities);
    // 60 m south of BR-116, 140 m north of SP-055: on BR-116; the SP-055 one goes to the far road
    const [onBr, onSp] = placePlazas(graph, [
      plaza('br', net.between('b', 'c', 0.5, -60)),
      plaza('sp', net.between('b', 'c', 0.5, -60), { rodovia: 'SP-055' }),
    ]);
    expect(placed(onBr)).toMatchObject({ ref: 'BR-116', boothOsmId: null, node: null });
    expect(placed(onBr).distanceM).toBeCloseTo(60, 0);
    expect(placed(onBr).lat).toBeCloseTo(net.at('b').lat, 6);
    expect(placed(onBr).lng).toBeCloseTo(net.between('b', 'c', 0.5).lng, 6);
    expect(placed(onSp)).toMatchObject({ ref: 'SP-055' });
    expect(placed(onSp).distanceM).toBeCloseTo(140, 0);
  });

  it('matches any of a multiplexed ref and normalises both sides', async () => {
    const net = tinyNetwork(MAP, WAYS, { gridMeters: 100 });
    const graph = await tinyGraph(net.entities);
    const [p] = placePlazas(graph, [plaza('sp99', net.between('h', 'i', 0.3, 10), { rodovia: 'sp 99' })]);
    expect(placed(p).ref).toBe('SP-099');
  });

  it('reports, never drops, a plaza without a road of its number near, or without a road number', async () => {
    const net = tinyNetwork(MAP, WAYS, { gridMeters: 100 });
    const graph = await tinyGraph(net.entities);
    const far = { lat: net.at('c').lat + 3000 / METERS_PER_DEGREE, lng: net.at('c').lng };
    const placements = placePlazas(graph, [
      plaza('other-road', net.at('c'), { rodovia: 'BR-999' }),
      plaza('too-far', far),
      plaza('no-number', net.at('c'), { rodovia: 'Praça do centro' }),
      plaza('ok', net.at('c')),
    ]);
    expect(placements.map((p) => [p.plazaId, p.status === 'unplaced' ? p.reason : 'placed'])).toEqual([
      ['other-road', 'no-road-within-distance'],
      ['too-far', 'no-road-within-distance'],
      ['no-number', 'no-road-number'],
      ['ok', 'placed'],
    ]);
    expect(placements[1]).toMatchObject({
      refs: ['BR-116'],
      detail: 'nenhuma via BR-116 a até 2000 m da praça',
    });
    expect(placePlazas(graph, [plaza('wider', far)], { maxDistanceM: 3500 })[0]?.status).toBe('placed');
    expect(summarizePlacements(placements)).toMatchObject({
      total: 4,
      placed: 1,
      unplaced: 3,
      byReason: { 'no-road-within-distance': ['other-road', 'too-far'], 'no-road-number': ['no-number'] },
    });
  });

  it('places a plaza on a toll booth node of its road within the booth radius', async () => {
    const net = tinyNetwork(MAP, WAYS, { gridMeters: 100, nodeTags: { c: { barrier: 'toll_booth' } } });
    const graph = await tinyGraph(net.entities);
    const [booth, beyond] = placePlazas(graph, [
      plaza('booth', net.between('b', 'c', 0.5, 50)),
      plaza('beyond', net.between('a', 'b', 0.2, 50)),
    ]);
    expect(placed(booth)).toMatchObject({
      boothOsmId: net.id('c'),
      lat: net.at('c').lat,
      lng: net.at('c').lng,
    });
    expect(placed(booth).node).not.toBeNull();
    expect([0, 1]).toContain(placed(booth).fraction);
    expect(placed(beyond).boothOsmId).toBeNull();
  });

  it('reads the km direction from km:start/km:end, whichever way the ways are drawn', async () => {
    const drawnBackwards = [
      WAYS[0],
      ['edc', { highway: 'trunk', ref: 'BR-116', 'km:start': '102', 'km:end': '104' }],
      ...WAYS.slice(2),
    ] as const;
    for (const ways of [WAYS, drawnBackwards]) {
      const net = tinyNetwork(MAP, ways, { gridMeters: 100 });
      const graph = await tinyGraph(net.entities);
      const kmMarkers = await readKmMarkers(net.entities);
      const [west, east] = placePlazas(
        graph,
        [
          plaza('west', net.between('a', 'b', 0.5), { km: 100.5 }),
          plaza('east', net.between('d', 'e', 0.5), { km: 103.5 }),
        ],
        { kmMarkers },
      );
      for (const p of [placed(west), placed(east)]) {
        // km grows eastwards: along the edge's bearing when it points east
        const eastwards = Math.sin((p.bearing * Math.PI) / 180) > 0;
        expect(p.kmSense).toBe(eastwards ? 1 : -1);
        expect(p.kmSource).toBe('km-tags');
      }
      expect(placed(west).kmAtPoint).toBeCloseTo(100.5, 1);
      expect(placed(east).kmAtPoint).toBeCloseTo(103.5, 1);
    }
  });

  it('orients a lone km-marked way by the plaza km, else assumes its node order', async () => {
    const lone = [
      ['abcde', { highway: 'trunk', ref: 'BR-116', 'km:start': '100', 'km:end': '110' }],
    ] as const;
    const net = tinyNetwork('a b c d e', lone, { gridMeters: 100 });
    const graph = await tinyGraph(net.entities);
    const kmMarkers = await readKmMarkers(net.entities);
    // reversed reading fits: at 1/8 of the way, km 108.75 (against the node order) vs 101.25
    const [fits, noKm] = placePlazas(
      graph,
      [plaza('fits', net.between('a', 'b', 0.5), { km: 108.7 }), plaza('no-km', net.between('a', 'b', 0.5))],
      { kmMarkers },
    );
    const eastwards = Math.sin((placed(fits).bearing * Math.PI) / 180) > 0;
    expect(placed(fits)).toMatchObject({
      kmSource: 'km-tags',
      kmSense: eastwards ? -1 : 1,
      kmAtPoint: 108.75,
    });
    expect(placed(noKm)).toMatchObject({ kmSource: 'way-order', kmSense: eastwards ? 1 : -1 });
  });

  it('infers the km direction from other plazas of the road and UF when no km tags say', async () => {
    //  a b c d e f g: BR-101, nodes 2 km apart; plazas at km 102 (b), 105 (c–d), 110 (f)
    const net = tinyNetwork('a b c d e f g', [['abcdefg', { highway: 'trunk', ref: 'BR-101' }]], {
      gridMeters: 1000,
    });
    const graph = await tinyGraph(net.entities);
    const road = { rodovia: 'BR-101', uf: 'RJ' };
    const placements = placePlazas(graph, [
      plaza('km102', net.at('b'), { ...road, km: 102 }),
      plaza('km105', net.between('c', 'd', 0.5), { ...road, km: 105, sentido: 'crescente' }),
      plaza('km110', net.at('f'), { ...road, km: 110 }),
      plaza('other-uf', net.between('e', 'f', 0.5), { ...road, uf: 'SP', km: 1, sentido: 'decrescente' }),
    ]);
    const subject = placed(placements[1]);
    const eastwards = Math.sin((subject.bearing * Math.PI) / 180) > 0;
    expect(subject).toMatchObject({
      kmSource: 'plazas',
      kmSense: eastwards ? 1 : -1,
      charge: eastwards ? 'forward' : 'backward',
    });
    // alone in its UF: the km direction stays unknown and the one-way charge uncertain
    expect(placed(placements[3])).toMatchObject({ kmSource: 'unknown', kmSense: 0, charge: 'uncertain' });
    expect(placed(placements[3]).notes).toEqual([
      'sentido decrescente sem direção conhecida nesta via: cobrança incerta',
    ]);
  });

  it('charges a plaza whose sentido is ambos or empty both ways, even with the km direction unknown', async () => {
    const net = tinyNetwork('a b c', [['abc', { highway: 'trunk', ref: 'BR-116' }]]);
    const graph = await tinyGraph(net.entities);
    const placements = placePlazas(graph, [
      plaza('ambos', net.at('b'), { sentido: 'ambos' }),
      plaza('vazio', net.at('b'), { sentido: null }),
    ]);
    expect(placements.map((p) => placed(p).charge)).toEqual(['both', 'both']);
  });

  it('puts a ramp plaza on the road it serves with an uncertain charge, or on an unnumbered ramp booth', async () => {
    const net = tinyNetwork(
      `
      a b c d e
          r s
      `,
      [
        ['abcde', { highway: 'trunk', ref: 'SP-021' }],
        ['crs', { highway: 'trunk_link' }],
      ],
      { nodeTags: { r: { barrier: 'toll_booth' } } },
    );
    const graph = await tinyGraph(net.entities);
    const [mainLine, described, onBooth] = placePlazas(graph, [
      plaza('ramo', net.between('a', 'b', 0.5), {
        rodovia: 'SP-021',
        nome: 'Praça 7 (Castelo Branco I Ramo E)',
      }),
      plaza('acesso', net.between('d', 'e', 0.5, 30), { rodovia: 'Acesso para SP-021' }),
      plaza('alca', net.at('r'), { rodovia: 'SP-021', nome: 'Alça de Ligação' }),
    ]);
    expect(placed(mainLine)).toMatchObject({ ramp: true, charge: 'uncertain', ref: 'SP-021' });
    expect(placed(described)).toMatchObject({ ramp: true, charge: 'uncertain', ref: 'SP-021' });
    expect(placed(described).notes[0]).toBe(
      'rodovia "Acesso para SP-021" é uma descrição; praça posicionada na SP-021',
    );
    expect(placed(onBooth)).toMatchObject({ ramp: true, charge: 'both', boothOsmId: net.id('r') });
  });

  it('gives plain JSON that reads back through the schema', async () => {
    const net = tinyNetwork(MAP, WAYS, { gridMeters: 100, nodeTags: { d: { barrier: 'toll_booth' } } });
    const graph = await tinyGraph(net.entities);
    const placements = placePlazas(graph, [
      plaza('edge', net.between('a', 'b', 0.5)),
      plaza('booth', net.at('d')),
      plaza('unplaced', net.at('c'), { rodovia: 'BR-999' }),
    ]);
    const stored = JSON.parse(JSON.stringify(placements)) as unknown;
    expect(z.array(plazaPlacementSchema).parse(stored)).toEqual(placements);
  });
});
