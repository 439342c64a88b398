import { describe, expect, it } from 'vitest';
import { encodePolyline, METERS_PER_DEGREE } from '@freight/core';
import type { LatLngTuple } from '@freight/core';
import { matchTolls } from './match-tolls.ts';
import type { TollTrip } from './match-tolls.ts';
import type { PlacedPlaza } from './plaza-placement.ts';

const P = { lat: -23.5, lng: -46.6 };
const M_LAT = 1 / METERS_PER_DEGREE;
const M_LNG = M_LAT / Math.cos((P.lat * Math.PI) / 180);
/** A point `east` and `north` metres from P. */
const at = (east: number, north: number): LatLngTuple => [P.lat + north * M_LAT, P.lng + east * M_LNG];

/** A plaza placed at P on an east–west road (edge bearing 90°), km growing eastwards. */
function placement(fields: Partial<PlacedPlaza> = {}): PlacedPlaza {
  return {
    status: 'placed',
    plazaId: 'p',
    ref: 'BR-116',
    edge: 0,
    fraction: 0.5,
    segment: 0,
    node: null,
    boothOsmId: null,
    ...P,
    distanceM: 10,
    bearing: 90,
    kmSense: 1,
    kmSource: 'km-tags',
    kmAtPoint: 102,
    sentido: 'ambos',
    charge: 'both',
    freeFlow: false,
    ramp: false,
    notes: [],
    ...fields,
  };
}

const trip = (...legs: LatLngTuple[][]): TollTrip => ({
  legs: legs.map((points) => ({ shape: encodePolyline(points) })),
});
const ids = (t: TollTrip, placements = [placement()]): string[] =>
  matchTolls(placements, t).plazas.map((p) => p.plazaId);

describe('matchTolls', () => {
  it('matches a route crossing the plaza along its road, with position, bearing and km direction', () => {
    const { plazas } = matchTolls([placement()], trip([at(-300, 0), at(-100, 0), at(200, 0)]));
    expect(plazas).toHaveLength(1);
    expect(plazas[0]).toMatchObject({
      p_index: 0,
      plazaId: 'p',
      legIndex: 0,
      shapeIndex: 1,
      kmDirection: 'crescente',
    });
    expect(plazas[0]!.distanceM).toBeCloseTo(300, -1);
    expect(plazas[0]!.bearing).toBeCloseTo(90, 0);
    expect(matchTolls([placement()], trip([at(200, 0), at(-300, 0)])).plazas[0]).toMatchObject({
      kmDirection: 'decrescente',
      shapeIndex: 0,
    });
  });

  it.each([
    ['a shape passing 1 m off (polyline rounding, coarse snapping)', [at(-100, 1), at(100, 1)], ['p']],
    ['a parallel road 5 m away', [at(-100, 5), at(100, 5)], []],
    ['a cross road through the plaza point', [at(0, -100), at(0, 100)], []],
    ['a route that reaches the plaza and turns back', [at(-100, 0), at(0, 0), at(-100, 0)], []],
    ['a route that ends at the plaza', [at(-100, 0), at(0, 0)], []],
    ['a route through a shape point on the plaza', [at(-100, 0), at(0, 0), at(100, 0)], ['p']],
    ['a route turning 30° at the plaza', [at(-100, 0), at(0, 0), at(87, 50)], ['p']],
  ] as const)('%s', (_case, points, expected) => {
    expect(ids(trip([...points]))).toEqual(expected);
  });

  it('honours the charged direction and lists a pass of unknown direction as uncertain', () => {
    const eastwards = trip([at(-100, 0), at(100, 0)]);
    const westwards = trip([at(100, 0), at(-100, 0)]);
    expect(ids(eastwards, [placement({ charge: 'forward' })])).toEqual(['p']);
    expect(ids(westwards, [placement({ charge: 'forward' })])).toEqual([]);
    expect(ids(westwards, [placement({ charge: 'backward' })])).toEqual(['p']);
    const uncertain = matchTolls([placement({ charge: 'uncertain', kmSense: 0 })], westwards);
    expect(uncertain.plazas).toEqual([]);
    expect(uncertain.uncertain).toMatchObject([{ plazaId: 'p', kmDirection: null, charge: 'uncertain' }]);
  });

  it('counts each pass: a U-turn 150 m past the plaza pays it again on the way back', () => {
    const uTurn = trip([at(-200, 0), at(150, 0), at(-200, 0)]);
    const { plazas } = matchTolls([placement()], uTurn);
    expect(plazas.map((p) => [p.p_index, p.kmDirection])).toEqual([
      [0, 'crescente'],
      [1, 'decrescente'],
    ]);
    expect(plazas[1]!.distanceM - plazas[0]!.distanceM).toBeCloseTo(300, -1);
  });

  it('follows the route across legs, and a crossing exactly at a leg boundary is one pass', () => {
    const t = trip([at(-300, 0), at(0, 0)], [at(0, 0), at(300, 0)], [at(300, 0), at(-300, 0)]);
    const { plazas } = matchTolls([placement()], t);
    // the first pass is at the last point of leg 0 (= the first of leg 1), the second inside leg 2
    expect(plazas.map((p) => [p.p_index, p.legIndex, p.shapeIndex])).toEqual([
      [0, 0, 1],
      [1, 2, 0],
    ]);
  });

  it('does not bridge a gap between legs that do not meet', () => {
    expect(ids(trip([at(-300, 0), at(-1.5, 0)], [at(1.5, 0), at(300, 0)]))).toEqual([]);
  });

  it('orders several plazas along the route, ignores unplaced ones and those off the trip', () => {
    const placements = [
      placement({ plazaId: 'east', ...{ lat: at(150, 0)[0], lng: at(150, 0)[1] } }),
      {
        status: 'unplaced' as const,
        plazaId: 'gone',
        reason: 'no-road-number' as const,
        refs: [],
        detail: '',
      },
      placement({ plazaId: 'west' }),
      placement({ plazaId: 'far', lat: P.lat + 0.5 }),
    ];
    expect(
      matchTolls(placements, trip([at(-100, 0), at(300, 0)])).plazas.map((p) => [p.p_index, p.plazaId]),
    ).toEqual([
      [0, 'west'],
      [1, 'east'],
    ]);
  });

  it('reports the toll booth nodes of the trip that no placed plaza stands on', () => {
    const booth = { shape_index: 1, bearing: 90, lat: P.lat, lon: P.lng, node_id: 77 };
    const other = { ...booth, node_id: 78 };
    const t: TollTrip = {
      legs: [{ shape: encodePolyline([at(-100, 0), at(0, 0), at(100, 0)]), toll_nodes: [booth, other] }],
    };
    const match = matchTolls([placement({ boothOsmId: 77, node: 3, fraction: 1 })], t);
    expect(match.plazas.map((p) => p.plazaId)).toEqual(['p']);
    expect(match.unlistedTollNodes).toEqual([{ ...other, legIndex: 0 }]);
  });

  it('matches nothing on an empty trip', () => {
    expect(matchTolls([placement()], { legs: [] })).toEqual({
      plazas: [],
      uncertain: [],
      unlistedTollNodes: [],
    });
  });
});
