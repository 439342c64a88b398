import { beforeAll, describe, expect, it } from 'vitest';
import { valhallaRouteResponseSchema } from '@freight/core';
import type { ValhallaRouteResponse } from '@freight/core';
import { asciiNetwork } from '../test-support/ascii-network.ts';
import { testRouter } from '../test-support/test-graph.ts';
import { isValhallaError } from '../trip/valhalla-error.ts';
import type { EmbeddedRouter } from './embedded-router.ts';
import type { RouteAnswer, RouteQuery } from './route-query.ts';
import { toValhallaRequest } from './valhalla-engine.ts';

function trip(answer: RouteAnswer): ValhallaRouteResponse {
  if (isValhallaError(answer)) throw new Error(`routing error ${answer.error_code}: ${answer.error}`);
  return valhallaRouteResponseSchema.parse(answer);
}

function streets(answer: RouteAnswer): string[] {
  return trip(answer)
    .trip.legs[0]!.maneuvers.filter((m) => m.type !== 4)
    .map((m) => m.street_names?.join('/') ?? '');
}

//   x ─ a ─ p ─ b ─ y      BR-116 x–y; a toll plaza stands at p, between the junctions a and b
//       │       │
//       c ─ q ─ d          accesses a–c and b–d, SP-100 c–d (another plaza at q)
//       │       │
//       e ───── f          SP-200 c–e–f–d, free and longer
const net = asciiNetwork(
  `
  x   a   p   b   y

      c   q   d

      e       f
  `,
  [
    ['xapby', { highway: 'trunk', ref: 'BR-116' }],
    ['ac', { highway: 'secondary', name: 'Acesso Oeste' }],
    ['bd', { highway: 'secondary', name: 'Acesso Leste' }],
    ['cqd', { highway: 'primary', ref: 'SP-100' }],
    ['cefd', { highway: 'primary', ref: 'SP-200' }],
  ],
  { gridMeters: 500 },
);

const query = (from: string, to: string, extra: Partial<RouteQuery> = {}): RouteQuery => ({
  locations: [net.at(from), net.at(to)],
  costing: 'truck',
  ...extra,
});

describe('exclude_locations (Valhalla: roads near these points are not used)', () => {
  let router: EmbeddedRouter;
  beforeAll(async () => {
    router = await testRouter(net.entities);
  });

  it('routes around the road under an excluded location, and around several', () => {
    expect(streets(router.route(query('x', 'y')))).toEqual(['BR-116']);
    const one = streets(router.route(query('x', 'y', { exclude_locations: [net.at('p')] })));
    expect(one).toEqual(['BR-116', 'Acesso Oeste', 'SP-100', 'Acesso Leste', 'BR-116']);
    const two = streets(router.route(query('x', 'y', { exclude_locations: [net.at('p'), net.at('q')] })));
    expect(two).toEqual(['BR-116', 'Acesso Oeste', 'SP-200', 'Acesso Leste', 'BR-116']);
  });

  it('closes every road of a junction the location stands on: no path left (442)', () => {
    const answer = router.route(query('x', 'y', { exclude_locations: [net.at('p'), net.at('c')] }));
    expect(isValhallaError(answer) && answer.error_code).toBe(442);
  });

  it('snaps a route location on an excluded road to the nearest open one', () => {
    const answer = streets(router.route(query('p', 'y', { exclude_locations: [net.at('p')] })));
    expect(answer).toEqual(['SP-100', 'Acesso Leste', 'BR-116']);
  });

  it('ignores locations that are not numbers and an empty list, using the hierarchy again', () => {
    const plain = trip(router.route(query('x', 'y')));
    const empty = trip(router.route(query('x', 'y', { exclude_locations: [] })));
    const junk = trip(
      router.route(
        query('x', 'y', {
          exclude_locations: [
            { lat: Number.NaN, lon: 1 },
            { lat: 'x' } as unknown as { lat: number; lon: number },
          ],
        }),
      ),
    );
    expect(empty.trip.summary).toEqual(plain.trip.summary);
    expect(junk.trip.summary).toEqual(plain.trip.summary);
  });

  it('is passed on to a Valhalla server as is', () => {
    const request = toValhallaRequest(query('x', 'y', { exclude_locations: [net.at('p')] }));
    expect(request['exclude_locations']).toEqual([net.at('p')]);
  });
});
