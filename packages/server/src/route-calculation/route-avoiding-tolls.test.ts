import { describe, expect, it } from 'vitest';
import { encodePolyline } from '@freight/core';
import type { ValhallaRouteResponse } from '@freight/core';
import { valhallaError } from '@freight/routing';
import type { RouteAnswer, RouteQuery, RoutingEngine } from '@freight/routing';
import { placementIndex } from '../tolls/index.ts';
import type { PlacedPlaza } from '../tolls/index.ts';
import { MAX_AVOID_ROUNDS, routeAvoidingTolls } from './route-avoiding-tolls.ts';

/** A plaza on an east–west road at longitude `lng`, charged both ways. */
function plaza(id: string, lng: number): PlacedPlaza {
  return {
    status: 'placed',
    plazaId: id,
    ref: 'BR-116',
    edge: 0,
    fraction: 0.5,
    segment: 0,
    node: null,
    boothOsmId: null,
    lat: -23.5,
    lng,
    distanceM: 0,
    bearing: 90,
    kmSense: 1,
    kmSource: 'km-tags',
    kmAtPoint: null,
    sentido: 'ambos',
    charge: 'both',
    freeFlow: false,
    ramp: false,
    notes: [],
  };
}

/** A route eastwards along latitude `lat` from -46.7 to -46.3 (through the plazas when `lat` is -23.5). */
function answer(lat: number, length: number): ValhallaRouteResponse {
  const shape = encodePolyline([
    [lat, -46.7],
    [lat, -46.5],
    [lat, -46.3],
  ]);
  const summary = { length, time: length * 40, min_lat: lat, min_lon: -46.7, max_lat: lat, max_lon: -46.3 };
  return {
    trip: {
      status: 0,
      status_message: '',
      units: 'kilometers',
      locations: [],
      legs: [{ shape, maneuvers: [], summary }],
      summary,
    },
    alternates: [],
  };
}

/** An engine answering `script(query)` and recording the queries. */
function fakeEngine(script: (query: RouteQuery, round: number) => RouteAnswer) {
  const queries: RouteQuery[] = [];
  const engine: RoutingEngine = {
    route: async (query) => {
      queries.push(query);
      return script(query, queries.length);
    },
    close: async () => undefined,
  };
  return { engine, queries };
}

const placements = placementIndex([plaza('p1', -46.6), plaza('p2', -46.4)]);
const query: RouteQuery = {
  locations: [
    { lat: -23.5, lon: -46.7 },
    { lat: -23.5, lon: -46.3 },
  ],
  costing: 'truck',
};
const excludedIds = (q: RouteQuery) =>
  (q.exclude_locations ?? []).map((l) => (l.lon === -46.6 ? 'p1' : 'p2'));

describe('routing around the placed toll plazas', () => {
  it('excludes the plazas each route pays until a route pays none', async () => {
    const { engine, queries } = fakeEngine((q) =>
      (q.exclude_locations ?? []).length === 0 ? answer(-23.5, 40) : answer(-23.6, 55),
    );
    const result = await routeAvoidingTolls(engine, query, placements);
    expect(result).toMatchObject({ charged: 0, rounds: 2 });
    expect(queries.map(excludedIds)).toEqual([[], ['p1', 'p2']]);
    expect((result.answer as ValhallaRouteResponse).trip.summary.length).toBe(55);
  });

  it('keeps the route with the fewest plazas when the exclusions leave no path', async () => {
    const { engine, queries } = fakeEngine((_q, round) =>
      round === 1 ? answer(-23.5, 40) : valhallaError(442),
    );
    const result = await routeAvoidingTolls(engine, query, placements);
    expect(result).toMatchObject({ charged: 2, rounds: 2 });
    expect(queries).toHaveLength(2);
  });

  it('answers the error of the first round as it is', async () => {
    const { engine } = fakeEngine(() => valhallaError(171));
    expect((await routeAvoidingTolls(engine, query, placements)).answer).toMatchObject({ error_code: 171 });
  });

  it('stops when a round excludes nothing new, and after the last round', async () => {
    const same = fakeEngine(() => answer(-23.5, 40));
    expect((await routeAvoidingTolls(same.engine, query, placements)).rounds).toBe(2);
    const many = placementIndex(Array.from({ length: 20 }, (_, i) => plaza(`p${i}`, -46.69 + i * 0.02)));
    let next = 0;
    const endless = fakeEngine(() => {
      const lng = -46.69 + (next++ % 20) * 0.02;
      const shape = encodePolyline([
        [-23.5, lng - 0.005],
        [-23.5, lng + 0.005],
      ]);
      const route = answer(-23.5, 40);
      route.trip.legs[0]!.shape = shape;
      return route;
    });
    expect((await routeAvoidingTolls(endless.engine, query, many)).rounds).toBe(MAX_AVOID_ROUNDS);
  });

  it('searches without alternates and routes the chosen round once more with them', async () => {
    const { engine, queries } = fakeEngine((q) => {
      const route = (q.exclude_locations ?? []).length === 0 ? answer(-23.5, 40) : answer(-23.6, 55);
      if (q.alternates) route.alternates = [{ trip: answer(-23.7, 60).trip }];
      return route;
    });
    const result = await routeAvoidingTolls(engine, { ...query, alternates: 2 }, placements);
    expect(result).toMatchObject({ charged: 0, rounds: 2 });
    expect(queries.map((q) => [q.alternates, excludedIds(q)])).toEqual([
      [0, []],
      [0, ['p1', 'p2']],
      [2, ['p1', 'p2']],
    ]);
    const chosen = result.answer as ValhallaRouteResponse;
    expect(chosen.trip.summary.length).toBe(55);
    expect(chosen.alternates).toHaveLength(1);
    // a route toll-free at once is routed again with its alternates, and with nothing closed
    const free = fakeEngine(() => answer(-23.6, 50));
    await routeAvoidingTolls(free.engine, { ...query, alternates: 2 }, placements);
    expect(free.queries.map((q) => [q.alternates, q.exclude_locations ?? []])).toEqual([
      [0, []],
      [2, []],
    ]);
  });

  it('keeps the chosen round when routing it again with alternates fails', async () => {
    const { engine } = fakeEngine((q) =>
      q.alternates
        ? valhallaError(442)
        : (q.exclude_locations ?? []).length === 0
          ? answer(-23.5, 40)
          : answer(-23.6, 55),
    );
    const result = await routeAvoidingTolls(engine, { ...query, alternates: 2 }, placements);
    expect(result).toMatchObject({ charged: 0, rounds: 2 });
    expect((result.answer as ValhallaRouteResponse).trip.summary.length).toBe(55);
  });
});
