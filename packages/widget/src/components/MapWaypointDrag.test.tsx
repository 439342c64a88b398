import {
  DESTINATION_LETTER_COLOR,
  encodePolyline,
  INTERMEDIATE_LETTER_COLOR,
  ORIGIN_LETTER_COLOR,
} from '@freight/core';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_DRAG_INTERVAL_MS } from '../map/map-defaults.ts';
import { createFakeServer, ok } from '../test-support/fake-server.ts';
import type { FakeRequest, FakeServer } from '../test-support/fake-server.ts';
import { CURITIBA, SAO_PAULO } from '../test-support/fixtures.ts';
import { centreOf, clientPointOf, drag } from '../test-support/map-pointer.ts';
import type { ClientPoint } from '../test-support/map-pointer.ts';
import { nextIdle, renderMapView } from '../test-support/map-render.tsx';
import type { MapRender } from '../test-support/map-render.tsx';
import { all, find } from '../test-support/queries.ts';
import { FIRST_SHAPE, twoAlternativesResponse } from '../test-support/route-fixtures.ts';

const REGISTRO = { searchText: 'Registro, SP', coordinates: { lat: -24.4971, lng: -47.8449 } };
const ADDRESS = 'Rua Quinze de Novembro, Curitiba, PR';

const rendered: MapRender[] = [];
afterEach(() => {
  while (rendered.length > 0) rendered.pop()?.unmount();
});

interface RouteBody {
  mc: string;
  waypoints: { name: string; lat?: number; lng?: number }[];
}
const bodyOf = (request: FakeRequest | undefined) => request?.body as RouteBody;

/** The first alternative of the fixture split in two legs at Registro: São Paulo → Registro → Curitiba. */
function threeStopResponse(): Record<string, unknown> {
  const response = twoAlternativesResponse() as { rotas: { rota: { trip: { legs: unknown[] } } }[] };
  const summary = { length: 200, time: 9000 };
  response.rotas[0]!.rota.trip.legs = [
    { shape: encodePolyline(FIRST_SHAPE.slice(0, 2)), maneuvers: [], summary },
    { shape: encodePolyline(FIRST_SHAPE.slice(1)), maneuvers: [], summary },
  ];
  return response;
}

function fakeServer(
  answer: () => Record<string, unknown> = twoAlternativesResponse,
  routed: number[] = [],
): FakeServer {
  return createFakeServer()
    .on('POST', '/api/routes/route', () => {
      routed.push(performance.now());
      return ok(answer());
    })
    .on('GET', '/api/geocode/reverse', (request) =>
      ok({
        coords: { lat: Number(request.query.get('lat')), lng: Number(request.query.get('lng')) },
        label: ADDRESS,
      }),
    );
}

/** Renders the map, sets `stops` and calculates; waits until the route is drawn. */
async function routedMap(server: FakeServer, stops = [SAO_PAULO, CURITIBA], config = {}) {
  const view = await renderMapView({ fetch: server.fetch }, config);
  rendered.push(view);
  view.stores.waypoints.set(stops);
  const idle = nextIdle(view.map);
  await view.stores.route.calculate();
  await idle;
  return view;
}

function lngLatAt(map: MaplibreMap, point: ClientPoint) {
  const rect = map.getCanvas().getBoundingClientRect();
  return map.unproject([point.x - rect.left, point.y - rect.top]);
}

const routeRequests = (server: FakeServer) => server.requestsTo('/api/routes/route');

describe('waypoint markers', () => {
  it('show the letters and colours of the waypoint list', async () => {
    const { shadow, stores } = await routedMap(fakeServer());
    const colours = () =>
      all(shadow, '[data-testid="waypoint-marker"]').map((marker) => [
        marker.textContent,
        marker.style.backgroundColor,
      ]);
    const rgb = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
      return `rgb(${r}, ${g}, ${b})`;
    };
    await expect.poll(colours).toEqual([
      ['A', rgb(ORIGIN_LETTER_COLOR)],
      ['B', rgb(DESTINATION_LETTER_COLOR)],
    ]);
    stores.waypoints.add(REGISTRO);
    await expect.poll(colours).toEqual([
      ['A', rgb(ORIGIN_LETTER_COLOR)],
      ['B', rgb(INTERMEDIATE_LETTER_COLOR)],
      ['C', rgb(DESTINATION_LETTER_COLOR)],
    ]);
  });
});

describe('dragging a waypoint marker', () => {
  it("moves the waypoint, re-routes in mode 'dc' with the new position and names it by its address", async () => {
    const server = fakeServer();
    const { map, shadow, stores } = await routedMap(server);
    const marker = await find(shadow, '[data-testid="waypoint-marker"][data-letter="B"]');
    const from = centreOf(marker);
    const to = { x: from.x - 60, y: from.y - 40 };

    await drag(map, marker, from, to, 4);

    const target = lngLatAt(map, to);
    const moved = stores.waypoints.$waypoints.get()[1]!;
    expect(moved.coordinates.lat).toBeCloseTo(target.lat, 4);
    expect(moved.coordinates.lng).toBeCloseTo(target.lng, 4);
    await expect.poll(() => routeRequests(server).length).toBeGreaterThan(1);
    const last = bodyOf(routeRequests(server).at(-1));
    expect(last.mc).toBe('dc');
    expect(last.waypoints[1]?.lat).toBeCloseTo(moved.coordinates.lat, 6);
    expect(last.waypoints[1]?.lng).toBeCloseTo(moved.coordinates.lng, 6);
    expect(last.waypoints[0]).toEqual({ name: SAO_PAULO.searchText, ...SAO_PAULO.coordinates });
    await expect.poll(() => stores.waypoints.$waypoints.get()[1]?.searchText).toBe(ADDRESS);
    expect(server.requestsTo('/api/geocode/reverse').at(-1)?.query.get('lat')).toBe(
      String(moved.coordinates.lat),
    );
  });

  it('re-routes at most once per 500 ms while dragging, and once more on the drop', async () => {
    const routed: number[] = [];
    const server = fakeServer(twoAlternativesResponse, routed);
    const { map, shadow } = await routedMap(server);
    const before = routeRequests(server).length;
    const marker = await find(shadow, '[data-testid="waypoint-marker"][data-letter="A"]');
    const from = centreOf(marker);

    const started = performance.now();
    await drag(map, marker, from, { x: from.x + 120, y: from.y + 60 }, 12, 100);
    const lasted = performance.now() - started;

    const times = routed.slice(before);
    const dc = routeRequests(server).slice(before);
    expect(dc.every((request) => bodyOf(request).mc === 'dc')).toBe(true);
    // 12 moves about 100 ms apart: one re-route per 500 ms at most, plus the one of the drop.
    expect(lasted).toBeGreaterThanOrEqual(1100);
    expect(dc.length).toBeGreaterThanOrEqual(3);
    expect(dc.length).toBeLessThanOrEqual(Math.floor(lasted / ROUTE_DRAG_INTERVAL_MS) + 2);
    const during = times.slice(0, dc.length - 1);
    for (let i = 1; i < during.length; i++) {
      expect(during[i]! - during[i - 1]!).toBeGreaterThanOrEqual(ROUTE_DRAG_INTERVAL_MS - 5);
    }
    const dropped = lngLatAt(map, { x: from.x + 120, y: from.y + 60 });
    expect(bodyOf(dc.at(-1)).waypoints[0]?.lng).toBeCloseTo(dropped.lng, 4);
  });
});

describe('dragging the route line', () => {
  it('inserts a waypoint between the two waypoints of the leg it lies on and re-routes', async () => {
    const server = fakeServer(threeStopResponse);
    const { map, stores } = await routedMap(server, [SAO_PAULO, REGISTRO, CURITIBA]);
    // A point on the second leg (Registro → Curitiba).
    const grabbed = clientPointOf(map, [-48.559, -24.9628]);
    const to = { x: grabbed.x + 50, y: grabbed.y + 30 };

    await drag(map, map.getCanvas(), grabbed, to, 5);

    const list = stores.waypoints.$waypoints.get();
    expect(list.map((waypoint) => waypoint.searchText)).toEqual([
      SAO_PAULO.searchText,
      REGISTRO.searchText,
      expect.any(String),
      CURITIBA.searchText,
    ]);
    const dropped = lngLatAt(map, to);
    // Within a pixel of the drop (about 0.004° here).
    expect(list[2]?.coordinates.lat).toBeCloseTo(dropped.lat, 2);
    expect(list[2]?.coordinates.lng).toBeCloseTo(dropped.lng, 2);
    await expect.poll(() => bodyOf(routeRequests(server).at(-1)).waypoints.length).toBe(4);
    expect(bodyOf(routeRequests(server).at(-1)).mc).toBe('dc');
  });

  it('inserts at index 1 on a one-leg route', async () => {
    const { map, stores } = await routedMap(fakeServer());
    const [lat, lng] = [
      (FIRST_SHAPE[0]![0] + FIRST_SHAPE[1]![0]) / 2,
      (FIRST_SHAPE[0]![1] + FIRST_SHAPE[1]![1]) / 2,
    ];
    const grabbed = clientPointOf(map, [lng, lat]);
    await drag(map, map.getCanvas(), grabbed, { x: grabbed.x - 40, y: grabbed.y }, 4);
    expect(stores.waypoints.$waypoints.get().map((waypoint) => waypoint.searchText)).toEqual([
      SAO_PAULO.searchText,
      expect.stringMatching(/^-2[34]\.\d+,-4[67]\.\d+$/),
      CURITIBA.searchText,
    ]);
  });

  it('pans the map instead when pressed away from the line', async () => {
    const { map, stores } = await routedMap(fakeServer());
    const centre = map.getCenter();
    const away = clientPointOf(map, [-49.2, -23.6]);
    await drag(map, map.getCanvas(), away, { x: away.x + 80, y: away.y }, 4);
    expect(stores.waypoints.$waypoints.get()).toHaveLength(2);
    await expect.poll(() => map.getCenter().lng).not.toBeCloseTo(centre.lng, 3);
  });
});

describe('without permission to edit (SPEC §4)', () => {
  const noRouteCreate = {
    token: 't',
    email: 'leitor@example.com',
    settings: { roles: ['operador'], permissions: ['route-calculate'], companies: [] },
  };

  it('reverts a marker drag outside create mode and sends nothing', async () => {
    const server = fakeServer();
    const { map, shadow, stores } = await routedMap(server, [SAO_PAULO, CURITIBA], { mode: 'manual' });
    stores.session.setAuth(noRouteCreate);
    const before = routeRequests(server).length;
    const marker = await find(shadow, '[data-testid="waypoint-marker"][data-letter="B"]');
    const from = centreOf(marker);

    await drag(map, marker, from, { x: from.x - 80, y: from.y - 30 }, 4);

    expect(stores.waypoints.$waypoints.get()[1]).toEqual(CURITIBA);
    const back = centreOf(marker);
    expect(back.x).toBeCloseTo(from.x, 0);
    expect(back.y).toBeCloseTo(from.y, 0);
    expect(routeRequests(server).length).toBe(before);

    const [lat, lng] = FIRST_SHAPE[1]!;
    const grabbed = clientPointOf(map, [(lng + FIRST_SHAPE[0]![1]) / 2, (lat + FIRST_SHAPE[0]![0]) / 2]);
    await drag(map, map.getCanvas(), grabbed, { x: grabbed.x + 40, y: grabbed.y }, 4);
    expect(stores.waypoints.$waypoints.get()).toEqual([SAO_PAULO, CURITIBA]);
  });

  it('lets the same user drag in create mode', async () => {
    const server = fakeServer();
    const { map, shadow, stores } = await routedMap(server);
    stores.session.setAuth(noRouteCreate);
    const marker = await find(shadow, '[data-testid="waypoint-marker"][data-letter="B"]');
    const from = centreOf(marker);
    await drag(map, marker, from, { x: from.x - 80, y: from.y - 30 }, 4);
    expect(stores.waypoints.$waypoints.get()[1]?.coordinates).not.toEqual(CURITIBA.coordinates);
  });
});
