import { describe, expect, it } from 'vitest';
import type { MapWaypoint } from '../schemas/map-waypoint.ts';
import { valhallaTripSchema } from '../schemas/valhalla-trip.ts';
import type { ValhallaTrip } from '../schemas/valhalla-trip.ts';
import { encodePolyline } from './polyline.ts';
import type { LatLngTuple } from './polyline.ts';
import {
  DEFAULT_ROUTE_COLOR,
  floorCoordinate,
  routeName,
  toRoutingServiceRoute,
  toRoutingServiceRoutes,
  transitColor,
} from './routing-service-route.ts';

const LEG_1: LatLngTuple[] = [
  [-23.5489, -46.6388],
  [-23.6, -46.7],
  [-23.7, -46.8],
];
const LEG_2: LatLngTuple[] = [
  [-23.7, -46.8],
  [-24.0, -47.2],
];

function maneuver(begin: number, end: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 1,
    begin_shape_index: begin,
    end_shape_index: end,
    length: 1,
    time: 60,
    travel_type: 'car',
    ...extra,
  };
}

function twoLegTrip(overrides: Record<string, unknown> = {}): ValhallaTrip {
  return valhallaTripSchema.parse({
    status: 0,
    status_message: 'Found route between points',
    units: 'kilometers',
    locations: [
      { lat: -23.5489, lon: -46.6388 },
      { lat: -23.7, lon: -46.8 },
      { lat: -24.0, lon: -47.2 },
    ],
    legs: [
      {
        shape: encodePolyline(LEG_1),
        maneuvers: [maneuver(0, 2), maneuver(2, 2, { type: 4 })],
        summary: { length: 25.1, time: 1500 },
      },
      {
        shape: encodePolyline(LEG_2),
        maneuvers: [maneuver(0, 1), maneuver(1, 1, { type: 4 })],
        summary: { length: 52.3, time: 2700 },
      },
    ],
    summary: {
      length: 77.4,
      time: 4200,
      min_lat: -24.0,
      min_lon: -47.2,
      max_lat: -23.5489,
      max_lon: -46.6388,
    },
    ...overrides,
  });
}

function waypoints(): MapWaypoint[] {
  return [
    { latLng: { lat: -23.5489, lng: -46.6388 }, name: 'São Paulo' },
    { latLng: { lat: -23.7, lng: -46.8 }, name: 'Parada' },
    { latLng: { lat: -24.0, lng: -47.2 }, name: 'Destino' },
  ];
}

describe('route name: first and last waypoint floored to 3 decimals', () => {
  it.each([
    [-23.5489, -23.549],
    [-46.6381, -46.639],
    [23.5489, 23.548],
    [-23.548, -23.548],
    [1.005, 1.005],
    [0, 0],
    [-0.0001, -0.001],
  ])('floor(%d) is %d', (value, floored) => {
    expect(floorCoordinate(value)).toBe(floored);
  });

  it("joins 'lat,lng' pairs with '|'", () => {
    expect(routeName({ lat: -23.5489, lng: -46.6388 }, { lat: -25.4284, lng: -49.2733 })).toBe(
      '-23.549,-46.639|-25.429,-49.274',
    );
    expect(routeName({ lat: -23.5, lng: -46 }, { lat: 0, lng: 0 })).toBe('-23.500,-46.000|0.000,0.000');
  });
});

describe('toRoutingServiceRoute', () => {
  it('concatenates the legs without repeating the joint', () => {
    const route = toRoutingServiceRoute(twoLegTrip(), waypoints(), 'truck');
    expect(route.coordinates).toEqual([
      { lat: -23.5489, lng: -46.6388 },
      { lat: -23.6, lng: -46.7 },
      { lat: -23.7, lng: -46.8 },
      { lat: -24.0, lng: -47.2 },
    ]);
    expect(route.polyline).toBe(encodePolyline([...LEG_1, LEG_2[1]!]));
    expect(route.waypointIndices).toEqual([0, 2, 3]);
  });

  it('names, units, costing, summary in metres and seconds, bounds from the trip summary', () => {
    const route = toRoutingServiceRoute(twoLegTrip(), waypoints(), 'truck');
    expect(route.name).toBe('-23.549,-46.639|-24.000,-47.200');
    expect(route.unit).toBe('kilometers');
    expect(route.costing).toBe('truck');
    expect(route.summary).toEqual({ totalDistance: 77_400, totalTime: 4200 });
    expect(route.bounds).toEqual({
      southWest: { lat: -24.0, lng: -47.2 },
      northEast: { lat: -23.5489, lng: -46.6388 },
    });
    expect(route.inputWaypoints).toEqual(waypoints());
    expect(route.subRoutes).toEqual([]);
  });

  it('a trip in miles is converted to metres', () => {
    const trip = twoLegTrip({ units: 'miles', summary: { length: 10, time: 600 } });
    expect(toRoutingServiceRoute(trip, waypoints(), 'auto').summary.totalDistance).toBe(16_093.44);
  });

  it('without min/max in the summary, bounds come from the coordinates', () => {
    const trip = twoLegTrip({ summary: { length: 77.4, time: 4200 } });
    expect(toRoutingServiceRoute(trip, waypoints(), 'truck').bounds).toEqual({
      southWest: { lat: -24.0, lng: -47.2 },
      northEast: { lat: -23.5489, lng: -46.6388 },
    });
  });

  it('without input waypoints the name comes from the trip locations', () => {
    expect(toRoutingServiceRoute(twoLegTrip(), [], 'truck').name).toBe('-23.549,-46.639|-24.000,-47.200');
  });

  it('an empty trip gives an empty route around the waypoints', () => {
    const trip = twoLegTrip({ legs: [], locations: [], summary: { length: 0, time: 0 } });
    const route = toRoutingServiceRoute(trip, waypoints().slice(0, 1), 'truck');
    expect(route.coordinates).toEqual([]);
    expect(route.waypointIndices).toEqual([]);
    expect(route.bounds).toEqual({
      southWest: { lat: -23.5489, lng: -46.6388 },
      northEast: { lat: -23.5489, lng: -46.6388 },
    });
    expect(toRoutingServiceRoute(trip, [], 'truck')).toMatchObject({
      name: '',
      bounds: { southWest: { lat: 0, lng: 0 }, northEast: { lat: 0, lng: 0 } },
    });
  });

  it('legs that do not share their joint are kept whole', () => {
    const trip = twoLegTrip();
    const legs = trip.legs.map((leg, i) =>
      i === 1
        ? {
            ...leg,
            shape: encodePolyline([
              [-23.71, -46.81],
              [-24.0, -47.2],
            ]),
          }
        : leg,
    );
    const route = toRoutingServiceRoute({ ...trip, legs }, waypoints(), 'truck');
    expect(route.coordinates).toHaveLength(5);
    expect(route.waypointIndices).toEqual([0, 2, 4]);
  });
});

describe('sub-routes for multimodal costing', () => {
  function multimodalTrip(): ValhallaTrip {
    const shape: LatLngTuple[] = [
      [-23.55, -46.64],
      [-23.551, -46.641],
      [-23.56, -46.65],
      [-23.57, -46.66],
      [-23.571, -46.661],
    ];
    return valhallaTripSchema.parse({
      status: 0,
      units: 'kilometers',
      legs: [
        {
          shape: encodePolyline(shape),
          maneuvers: [
            maneuver(0, 1, { travel_type: 'foot' }),
            maneuver(1, 2, { travel_type: 'metro', transit_info: { color: 0x0455a1 } }),
            maneuver(2, 3, { travel_type: 'metro', transit_info: { color: 0x0455a1 } }),
            maneuver(3, 4, { travel_type: 'foot' }),
            maneuver(4, 4, { type: 4, travel_type: 'foot' }),
          ],
          summary: { length: 3, time: 900 },
        },
      ],
      summary: { length: 3, time: 900 },
    });
  }

  it('splits by travel type and colours transit by its line colour', () => {
    const route = toRoutingServiceRoute(multimodalTrip(), [], 'multimodal');
    expect(
      route.subRoutes.map((sub) => [sub.travel_type, sub.coordinates.length, sub.styles[0]?.color]),
    ).toEqual([
      ['foot', 2, DEFAULT_ROUTE_COLOR],
      ['metro', 3, '#0455a1'],
      ['foot', 2, DEFAULT_ROUTE_COLOR],
    ]);
    expect(route.subRoutes[1]?.coordinates[0]).toEqual({ lat: -23.551, lng: -46.641 });
  });

  it('other costings have no sub-routes', () => {
    expect(toRoutingServiceRoute(multimodalTrip(), [], 'auto').subRoutes).toEqual([]);
  });

  it.each([
    [0x0455a1, '#0455a1'],
    [0, '#000000'],
    ['#FF8800', '#ff8800'],
    ['ff8800', '#ff8800'],
    [0x1000000, undefined],
    [-1, undefined],
    ['red', undefined],
    [undefined, undefined],
  ])('transit colour %j is %j', (color, expected) => {
    expect(transitColor(color)).toBe(expected);
  });
});

describe('toRoutingServiceRoutes: main route first, then the alternates', () => {
  it('maps every trip', () => {
    const alternate = twoLegTrip({ summary: { length: 80, time: 4500 } });
    const routes = toRoutingServiceRoutes(
      { trip: twoLegTrip(), alternates: [{ trip: alternate }] },
      waypoints(),
      'truck',
    );
    expect(routes.map((route) => route.summary.totalDistance)).toEqual([77_400, 80_000]);
  });
});
