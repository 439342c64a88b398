import { beforeAll, describe, expect, it } from 'vitest';
import { decodePolyline, valhallaErrorSchema, valhallaRouteResponseSchema } from '@freight/core';
import type { ValhallaRouteResponse } from '@freight/core';
import { asciiNetwork } from '../test-support/ascii-network.ts';
import { testGraph, testRouter } from '../test-support/test-graph.ts';
import { syntheticNetwork } from '../cli/synthetic-network.ts';
import { QueryCancelledError } from '../query/cancel-token.ts';
import { isValhallaError } from '../trip/valhalla-error.ts';
import type { RouteAnswer, RouteQuery } from './route-query.ts';
import { EmbeddedRouter } from './embedded-router.ts';

function trip(answer: RouteAnswer): ValhallaRouteResponse {
  if (isValhallaError(answer)) throw new Error(`routing error ${answer.error_code}: ${answer.error}`);
  return valhallaRouteResponseSchema.parse(answer);
}

/** Street names of the maneuvers of the first leg, without the arrival. */
function streets(answer: RouteAnswer): string[] {
  return trip(answer)
    .trip.legs[0]!.maneuvers.filter((m) => m.type !== 4)
    .map((m) => m.street_names?.join('/') ?? '');
}

function query(
  net: { at(name: string): { lat: number; lon: number } },
  names: string,
  extra: Partial<RouteQuery> = {},
): RouteQuery {
  return { locations: [...names].map((n) => net.at(n)), costing: 'auto', ...extra };
}

describe('oneway', () => {
  //   a ─── b      abc: two-way street; ad, dc: oneway a → d → c
  //   d ─── c
  const net = asciiNetwork(
    `
    a b c
    d   e
    `,
    [
      ['abc', { highway: 'residential', name: 'Rua Longa' }],
      ['ade', { highway: 'primary', name: 'Avenida Rápida', oneway: 'yes' }],
      ['ec', { highway: 'primary', name: 'Avenida Rápida', oneway: 'yes' }],
    ],
  );
  let router: EmbeddedRouter;
  beforeAll(async () => {
    router = await testRouter(net.entities);
  });

  it.each([
    ['a', 'c', 'Avenida Rápida'],
    ['c', 'a', 'Rua Longa'],
  ])('from %s to %s takes %s', (from, to, street) => {
    expect(streets(router.route(query(net, from + to)))).toEqual([street]);
  });

  it('honours oneway=-1 and oneway on roundabouts and motorways', async () => {
    const reversed = asciiNetwork(
      `
      a b c
      d   e
      `,
      [
        ['abc', { highway: 'residential', name: 'Rua Longa' }],
        ['eda', { highway: 'primary', name: 'Avenida Rápida', oneway: '-1' }],
        ['ec', { highway: 'motorway', name: 'Via Expressa' }],
      ],
    );
    const r = await testRouter(reversed.entities);
    expect(streets(r.route(query(reversed, 'ac')))).toEqual(['Avenida Rápida', 'Via Expressa']);
    expect(streets(r.route(query(reversed, 'ca')))).toEqual(['Rua Longa']);
  });
});

describe('access', () => {
  const net = asciiNetwork(
    `
    a b c
    d   e
    `,
    [
      ['abc', { highway: 'residential', name: 'Rua Longa' }],
      ['ad', { highway: 'primary', name: 'Avenida Proibida', hgv: 'no' }],
      ['dec', { highway: 'primary', name: 'Avenida Proibida', hgv: 'no' }],
    ],
  );

  it.each([
    ['auto', 'Avenida Proibida'],
    ['truck', 'Rua Longa'],
    ['motorcycle', 'Avenida Proibida'],
  ])('%s takes %s', async (costing, street) => {
    const router = await testRouter(net.entities);
    expect(streets(router.route(query(net, 'ac', { costing })))[0]).toBe(street);
  });

  it('keeps a truck off a road lower than the truck, unless the truck is lower', async () => {
    const low = asciiNetwork(
      `
      a b c
      d   e
      `,
      [
        ['abc', { highway: 'residential', name: 'Rua Longa' }],
        ['adec', { highway: 'primary', name: 'Viaduto Baixo', maxheight: '3.5' }],
      ],
    );
    const router = await testRouter(low.entities);
    expect(streets(router.route(query(low, 'ac', { costing: 'truck' })))[0]).toBe('Rua Longa');
    expect(
      streets(
        router.route(query(low, 'ac', { costing: 'truck', costing_options: { truck: { height: 3.2 } } })),
      )[0],
    ).toBe('Viaduto Baixo');
    expect(streets(router.route(query(low, 'ac', { costing: 'auto' })))[0]).toBe('Viaduto Baixo');
  });

  it('drops ways closed to motor vehicles', async () => {
    const closed = asciiNetwork(`a b c`, [
      ['ab', { highway: 'residential', name: 'Rua Aberta' }],
      ['bc', { highway: 'residential', name: 'Rua Fechada', motor_vehicle: 'no' }],
    ]);
    const router = await testRouter(closed.entities);
    expect(streets(router.route(query(closed, 'ab')))).toEqual(['Rua Aberta']);
    const answer = router.route(query(closed, 'ac'));
    expect(decodePolyline(trip(answer).trip.legs[0]!.shape).at(-1)![1]).toBeCloseTo(closed.at('b').lon, 5);
  });
});

describe('tolls', () => {
  //   a ─ t ─ b     the toll booth t is on the short road; c is a detour
  //    \     /
  //       c
  const net = asciiNetwork(
    `
    a   t   b

        c
    `,
    [
      ['atb', { highway: 'trunk', ref: 'BR-116' }],
      ['acb', { highway: 'secondary', ref: 'SP-100' }],
    ],
    { nodeTags: { t: { barrier: 'toll_booth' } }, gridMeters: 500 },
  );

  it('passes the booth by default and lists it with shape index and bearing', async () => {
    const router = await testRouter(net.entities);
    const answer = trip(router.route(query(net, 'ab', { costing: 'truck' })));
    const leg = answer.trip.legs[0]!;
    expect(leg.summary.has_toll).toBe(true);
    expect(leg.toll_nodes).toHaveLength(1);
    const booth = leg.toll_nodes![0]!;
    expect(booth.node_id).toBe(net.id('t'));
    const shape = decodePolyline(leg.shape);
    expect(shape[booth.shape_index]![1]).toBeCloseTo(net.at('t').lon, 5);
    expect(booth.bearing).toBeCloseTo(90, 0);
    expect(streets(answer)).toEqual(['BR-116']);
  });

  it('avoids it with toll_booth_penalty 1000', async () => {
    const router = await testRouter(net.entities);
    const answer = trip(
      router.route(
        query(net, 'ab', { costing: 'truck', costing_options: { truck: { toll_booth_penalty: 1000 } } }),
      ),
    );
    expect(answer.trip.summary.has_toll).toBe(false);
    expect(answer.trip.legs[0]!.toll_nodes).toEqual([]);
    expect(streets(answer)).toEqual(['SP-100']);
  });

  it('avoids a toll=yes road with the penalty', async () => {
    const road = asciiNetwork(
      `
      a   t   b

          c
      `,
      [
        ['atb', { highway: 'motorway', ref: 'SP-348', toll: 'yes', oneway: 'no' }],
        ['acb', { highway: 'secondary', ref: 'SP-100' }],
      ],
      { gridMeters: 500 },
    );
    const router = await testRouter(road.entities);
    expect(streets(router.route(query(road, 'ab')))).toEqual(['SP-348']);
    const avoided = router.route(
      query(road, 'ab', { costing_options: { auto: { toll_booth_penalty: 1000 } } }),
    );
    expect(streets(avoided)).toEqual(['SP-100']);
  });
});

describe('shortest vs fastest', () => {
  //   a ─────── b   slow straight residential street
  //   c ─────── d   fast motorway further away
  const net = asciiNetwork(
    `
    e a     b f
    c         d
    `,
    [
      ['eabf', { highway: 'residential', name: 'Rua Reta' }],
      ['ec', { highway: 'primary_link', name: 'Acesso Oeste' }],
      ['cd', { highway: 'motorway', name: 'Via Rápida', oneway: 'no' }],
      ['fd', { highway: 'primary_link', name: 'Acesso Leste' }],
    ],
    { gridMeters: 400 },
  );

  it.each([
    [false, ['Acesso Oeste', 'Via Rápida', 'Acesso Leste']],
    [true, ['Rua Reta']],
  ])('shortest=%s goes %j', async (shortest, expected) => {
    const router = await testRouter(net.entities);
    const answer = router.route({
      locations: [net.at('e'), net.at('f')],
      costing: 'auto',
      costing_options: { auto: { shortest } },
    });
    expect(streets(answer)).toEqual(expected);
  });

  it('top_speed slows the motorway until the street wins', async () => {
    const router = await testRouter(net.entities);
    const answer = router.route({
      locations: [net.at('e'), net.at('f')],
      costing: 'auto',
      costing_options: { auto: { top_speed: 25 } },
    });
    expect(streets(answer)).toEqual(['Rua Reta']);
  });
});

describe('alternatives', () => {
  // three parallel roads from a to b
  const net = asciiNetwork(
    `
      c   d
    a       b
      e   f
      g   h
    `,
    [
      ['acdb', { highway: 'primary', name: 'Norte' }],
      ['aefb', { highway: 'primary', name: 'Sul' }],
      ['agh', { highway: 'secondary', name: 'Sul Distante' }],
      ['hb', { highway: 'secondary', name: 'Sul Distante' }],
      ['ce', { highway: 'residential', name: 'Travessa' }],
    ],
    { gridMeters: 1000 },
  );

  it('returns up to two alternates, each a different road within the stretch limit', async () => {
    const router = await testRouter(net.entities);
    const answer = trip(router.route({ ...query(net, 'ab'), alternates: 2 }));
    expect(answer.alternates.length).toBeGreaterThanOrEqual(1);
    const routes = [answer.trip, ...answer.alternates.map((a) => a.trip)];
    const names = routes.map((t) => t.legs[0]!.maneuvers[0]!.street_names?.[0]);
    expect(names[0]).toBe('Sul');
    expect(new Set(names).size).toBe(routes.length);
    for (const alternate of answer.alternates) {
      expect(alternate.trip.summary.time).toBeGreaterThanOrEqual(answer.trip.summary.time);
      expect(alternate.trip.summary.time).toBeLessThanOrEqual(answer.trip.summary.time * 1.3 + 1);
    }
  });

  it('returns none when not asked, and none when no road is different enough', async () => {
    const router = await testRouter(net.entities);
    expect(trip(router.route(query(net, 'ab'))).alternates).toEqual([]);
    const single = asciiNetwork(`a b c`, [['abc', { highway: 'primary' }]]);
    const lone = await testRouter(single.entities);
    expect(trip(lone.route({ ...query(single, 'ac'), alternates: 2 })).alternates).toEqual([]);
  });
});

describe('snapping', () => {
  const net = asciiNetwork(
    `
    a       b

    c       d
    `,
    [
      ['ab', { highway: 'residential', name: 'Rua Norte' }],
      ['cd', { highway: 'residential', name: 'Rua Sul' }],
      ['ac', { highway: 'residential', name: 'Rua Oeste' }],
      ['bd', { highway: 'residential', name: 'Rua Leste' }],
    ],
    { gridMeters: 100 },
  );
  const between = (p: { lat: number; lon: number }, q: { lat: number; lon: number }, t: number) => ({
    lat: p.lat + (q.lat - p.lat) * t,
    lon: p.lon + (q.lon - p.lon) * t,
  });

  it('snaps to the nearest road and starts at the snapped point', async () => {
    const router = await testRouter(net.entities);
    const from = between(net.at('a'), net.at('c'), 0.1); // just below Rua Norte
    const to = between(net.at('b'), net.at('d'), 0.5);
    const answer = trip(
      router.route({ locations: [{ lat: from.lat - 0.0001, lon: from.lon + 0.002 }, to], costing: 'auto' }),
    );
    expect(answer.trip.legs[0]!.maneuvers[0]!.street_names).toEqual(['Rua Norte']);
  });

  it('with a heading, snaps to a road running that way', async () => {
    const router = await testRouter(net.entities);
    const start = between(net.at('a'), net.at('b'), 0.5);
    const east = trip(router.route({ locations: [{ ...start, heading: 90 }, net.at('d')], costing: 'auto' }));
    expect(east.trip.legs[0]!.maneuvers[0]!.instruction).toBe('Siga para o leste na Rua Norte.');
    const south = trip(
      router.route({
        locations: [{ ...start, heading: 180, heading_tolerance: 30 }, net.at('d')],
        costing: 'auto',
      }),
    );
    expect(south.trip.legs[0]!.maneuvers[0]!.street_names).not.toEqual(['Rua Norte']);
  });

  it('answers 171 when no road is within reach', async () => {
    const router = await testRouter(net.entities);
    const answer = router.route({ locations: [{ lat: -10, lon: -50 }, net.at('a')], costing: 'auto' });
    expect(valhallaErrorSchema.parse(answer)).toEqual({
      error_code: 171,
      error: 'No suitable edges near location',
      status_code: 400,
      status: 'Bad Request',
    });
  });
});

describe('multi-leg routes', () => {
  const net = asciiNetwork(`a b c d`, [['abcd', { highway: 'primary', name: 'Avenida Única' }]], {
    gridMeters: 500,
  });

  it('splits break locations into legs and keeps through locations inside one leg', async () => {
    const router = await testRouter(net.entities);
    const legs = trip(router.route(query(net, 'acd'))).trip.legs;
    expect(legs).toHaveLength(2);
    expect(legs[0]!.summary.length).toBeCloseTo(2, 2);
    expect(legs[1]!.summary.length).toBeCloseTo(1, 2);
    const through = trip(
      router.route({
        locations: [net.at('a'), { ...net.at('c'), type: 'through' }, net.at('d')],
        costing: 'auto',
      }),
    );
    expect(through.trip.legs).toHaveLength(1);
    expect(through.trip.summary.length).toBeCloseTo(3, 2);
    expect(through.trip.locations.map((l) => l.original_index)).toEqual([0, 1, 2]);
  });
});

describe('errors', () => {
  const net = asciiNetwork(
    `
    a b   c d
    `,
    [
      ['ab', { highway: 'primary' }],
      ['cd', { highway: 'primary' }],
    ],
  );

  it.each([
    ['442 between disconnected roads', query(net, 'ad'), 442],
    ['120 with one location', query(net, 'a'), 120],
    ['125 with an unknown costing', query(net, 'ab', { costing: 'bicycle' }), 125],
    [
      '154 beyond the distance limit',
      { locations: [net.at('a'), { lat: 40, lon: -3 }], costing: 'auto' },
      154,
    ],
  ])('answers %s', async (_name, request, code) => {
    const router = await testRouter(net.entities);
    expect((router.route(request as RouteQuery) as { error_code: number }).error_code).toBe(code);
  });
});

describe('the trip', () => {
  const net = asciiNetwork(
    `
    a   b
        c
    `,
    [
      ['ab', { highway: 'primary', name: 'Avenida Paulista', ref: 'SP-001' }],
      ['bc', { highway: 'residential', name: 'Rua Augusta' }],
    ],
    { gridMeters: 200 },
  );

  it("parses with core's Valhalla schema, in km, seconds and pt-BR", async () => {
    const router = await testRouter(net.entities);
    const answer = trip(
      router.route({
        ...query(net, 'ac', { costing: 'truck', id: 'r1' }),
        directions_options: { units: 'kilometers', language: 'pt-BR' },
      }),
    );
    expect(answer.id).toBe('r1');
    expect(answer.trip).toMatchObject({
      status: 0,
      status_message: 'Found route between points',
      units: 'kilometers',
      language: 'pt-BR',
    });
    const leg = answer.trip.legs[0]!;
    expect(leg.maneuvers.map((m) => [m.type, m.instruction])).toEqual([
      [1, 'Siga para o leste na SP-001.'],
      [10, 'Vire à direita na Rua Augusta.'],
      [4, 'Você chegou ao seu destino.'],
    ]);
    expect(leg.maneuvers[0]).toMatchObject({
      street_names: ['SP-001', 'Avenida Paulista'],
      travel_type: 'truck',
      begin_shape_index: 0,
      end_shape_index: 1,
    });
    const shape = decodePolyline(leg.shape);
    expect(leg.maneuvers.at(-1)!.begin_shape_index).toBe(shape.length - 1);
    expect(answer.trip.summary.length).toBeCloseTo(1, 2);
    expect(answer.trip.summary.time).toBeCloseTo(800 / (65 / 3.6) + 200 / (25 / 3.6), 0);
    expect(answer.trip.summary.min_lat).toBeCloseTo(net.at('c').lat, 5);
    expect(answer.trip.summary.max_lon).toBeCloseTo(net.at('b').lon, 5);
  });
});

describe('cancellation', () => {
  // a 100 × 100 street grid without hierarchy or CCH: every query runs the Dijkstra fallback
  let router: EmbeddedRouter;
  let corners: { lat: number; lon: number }[];
  beforeAll(async () => {
    const graph = await testGraph(syntheticNetwork({ nodes: 10_000 }), { profiles: [], cch: false });
    router = new EmbeddedRouter(graph);
    const { minLat, minLon, maxLat, maxLon } = graph.manifest.bbox;
    corners = [
      { lat: maxLat, lon: minLon },
      { lat: minLat, lon: maxLon },
    ];
  });

  it('stops the search at the first poll after the token is cancelled', () => {
    let polls = 0;
    const request: RouteQuery = { locations: corners, costing: 'truck', alternates: 2 };
    expect(() => router.route(request, { cancel: { isCancelled: () => ++polls >= 3 } })).toThrow(
      QueryCancelledError,
    );
    expect(polls).toBe(3);
    let uncancelled = 0;
    const counting = {
      isCancelled: (): boolean => {
        uncancelled++;
        return false;
      },
    };
    const answer = router.route(request, { cancel: counting });
    expect(trip(answer).trip.legs).toHaveLength(1);
    expect(uncancelled).toBeGreaterThan(20);
  });

  it('answers nothing for a query cancelled before it starts', () => {
    const request: RouteQuery = { locations: corners, costing: 'truck' };
    expect(() => router.route(request, { cancel: { isCancelled: () => true } })).toThrow(QueryCancelledError);
  });
});
