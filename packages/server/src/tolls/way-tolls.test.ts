import { beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedRouter } from '@freight/routing';
import type { RoutingGraph } from '@freight/routing';
import { placePlazas } from './place-plazas.ts';
import type { PlazaToPlace } from './place-plazas.ts';
import { placementIndex } from './placement-index.ts';
import { plaza } from './test-support/plaza.ts';
import { routeTrip, tinyGraph, tinyNetwork } from './test-support/tiny-network.ts';
import { plazaData, tariffsFrom } from './test-support/toll-plaza-data.ts';
import type { TollPlazaData, TollReference } from './toll-plaza-data.ts';
import type { TollPricingContext } from './toll-pricing-context.ts';
import { wayTolls } from './way-tolls.ts';

//                     q
//   a ─ b ─ c ─ d ─ e   g        BR-116 a–e (nodes 200 m apart); roundabout e → f → g → q → e
//                     f
//
// On BR-116, eastwards: the group 'viuva-graca' (its main-line booth 5 m from the road, its access-road
// booth 150 m off it, as the data place them), a plaza without fares, then a point-to-point gantry beside
// its conventional plaza.
const net = tinyNetwork(
  `
          q
a b c d e   g
          f
`,
  [
    ['abcde', { highway: 'trunk', ref: 'BR-116' }],
    ['efgqe', { highway: 'trunk', junction: 'roundabout' }],
  ],
  { gridMeters: 100 },
);

const at = (
  id: string,
  a: string,
  b: string,
  t: number,
  offset: number,
  fields: Partial<PlazaToPlace> = {},
) => plaza(id, net.between(a, b, t, offset), { km: null, ...fields });

const PLAZAS: { place: PlazaToPlace; data: Partial<TollPlazaData> }[] = [
  {
    place: at('main', 'b', 'c', 0.3, 5),
    data: { alternativeGroup: 'viuva-graca', tariffs: tariffsFrom(7.3), tag_percent: 5 },
  },
  {
    place: at('access', 'b', 'c', 0.6, 150),
    data: { alternativeGroup: 'viuva-graca', tariffs: tariffsFrom(7.3), tag_percent: 5 },
  },
  { place: at('no-fare', 'c', 'd', 0.5, 10), data: {} },
  {
    place: at('gantry', 'd', 'e', 0.4, 10, { free_flow: true }),
    data: { tariffs: tariffsFrom(2.3), pointToPoint: { conventionalPlazaId: 'booth' } },
  },
  { place: at('booth', 'd', 'e', 0.45, 10), data: { tariffs: tariffsFrom(4.1) } },
];

let graph: RoutingGraph;
let router: EmbeddedRouter;
let reference: TollReference;
beforeAll(async () => {
  graph = await tinyGraph(net.entities);
  router = new EmbeddedRouter(graph);
  const places = PLAZAS.map((p) => p.place);
  reference = {
    plazas: new Map(PLAZAS.map((p) => [p.place.id, plazaData(p.place, p.data)])),
    placements: placementIndex(placePlazas(graph, places)),
  };
});

const car = (fields: Partial<TollPricingContext> = {}): TollPricingContext => ({
  date: '2026-09-02',
  isWeekend: false,
  hasTag: false,
  vehicle: { category: 'auto', axis: 2 },
  axis: 2,
  ...fields,
});

/** The tolls of a car route through the named nodes. */
const tollsOf = (stops: string, pricing = car()) =>
  wayTolls(
    reference,
    routeTrip(
      router,
      [...stops].map((name) => net.at(name)),
    ),
    pricing,
  );

describe('the tolls of a way on a small network', () => {
  it('charges one booth of an alternative group per passage: the one the route passes closest to', () => {
    const { pedagios } = tollsOf('ae');
    expect(pedagios.pracas.map((p) => [p.id, p.p_index, p.agrupadas])).toEqual([
      ['main', 0, ['access']],
      ['no-fare', 1, []],
      ['booth', 2, []],
    ]);
  });

  it('charges the group once each way on a round trip', () => {
    const ids = tollsOf('aea').pedagios.pracas.map((p) => p.id);
    expect(ids.filter((id) => id === 'main')).toHaveLength(2);
    expect(ids).not.toContain('access');
  });

  it("lists a plaza without fare as 'Tarifa indisponível' (null) and leaves it out of the totals, counted", () => {
    const { pedagios, summary } = tollsOf('ae');
    const noFare = pedagios.pracas.find((p) => p.id === 'no-fare')!;
    expect(noFare).toMatchObject({ tarifa: null, tarifa_liquida: null, tarifa_tag: 0, tarifa_fim_semana: 0 });
    const priced = pedagios.pracas.filter((p) => p.tarifa !== null);
    const cents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;
    expect(summary.raw.total_tolls_gross).toBe(cents(priced.map((p) => p.tarifa!)));
    expect(summary.raw.total_tolls_gross).toBe(11.4);
    expect(summary.raw.plazas_without_fare).toBe(1);
    expect(summary.fmt.plazas_without_fare).toBe(
      '1 praça com tarifa indisponível não está incluída nos totais.',
    );
  });

  it.each([
    // vehicle, hasTag, plaza fare, tag fare (5 % off, truncated to the cent), tag total, net total
    ['car', { category: 'auto' as const, axis: 2 }, false, 7.3, 6.93, 6.93 + 4.1, 7.3 + 4.1],
    ['car with a tag', { category: 'auto' as const, axis: 2 }, true, 7.3, 6.93, 6.93 + 4.1, 6.93 + 4.1],
    ['truck, 3 axles', { category: 'truck' as const, axis: 3 }, false, 21.9, 20.8, 20.8 + 12.3, 21.9 + 12.3],
  ])(
    'gives a %s the tag fare of the plaza percentage, truncated to the cent',
    (_name, vehicle, hasTag, fare, tagFare, tagTotal, netTotal) => {
      const { pedagios, summary } = tollsOf('ae', car({ vehicle, axis: vehicle.axis, hasTag }));
      expect(pedagios.pracas[0]).toMatchObject({
        id: 'main',
        tarifa: fare,
        tarifa_tag: tagFare,
        porcentagem_tag: 5,
      });
      // a plaza without a tag rule shows '-' (0) and counts its cash fare in the tag total
      expect(pedagios.pracas[2]).toMatchObject({ id: 'booth', tarifa_tag: 0, porcentagem_tag: 0 });
      expect(summary.raw.total_tolls_tag).toBeCloseTo(tagTotal, 10);
      expect(summary.raw.total_tolls_tag).toBeLessThan(summary.raw.total_tolls_gross);
      expect(summary.raw.total_tolls_net).toBeCloseTo(netTotal, 10);
    },
  );

  it('lists a point-to-point gantry as not charged, its fare never added to the plaza beside it', () => {
    const { pedagios, summary } = tollsOf('ae');
    expect(pedagios.nao_cobradas.map((p) => [p.id, p.tarifa, p.free_flow])).toEqual([['gantry', 2.3, true]]);
    expect(pedagios.pracas.find((p) => p.id === 'booth')?.tarifa).toBe(4.1);
    expect(summary.raw.total_tolls_gross).toBe(11.4);
  });

  it('charges a vehicle registered in the point-to-point scheme the gantry instead of the plaza beside it', () => {
    const { pedagios, summary } = tollsOf('ae', car({ pointToPointRegistered: true }));
    expect(pedagios.pracas.map((p) => p.id)).toEqual(['main', 'no-fare', 'gantry']);
    expect(pedagios.nao_cobradas.map((p) => p.id)).toEqual(['booth']);
    expect(summary.raw.total_tolls_gross).toBe(9.6);
  });

  it('lists the way back its own plazas, in its order', () => {
    expect(tollsOf('ea').pedagios.pracas.map((p) => p.id)).toEqual(['booth', 'no-fare', 'main']);
  });
});
