import { describe, expect, it } from 'vitest';
import { routingServiceRouteSchema } from './routing-service-route.ts';

const route = {
  name: '-23.549,-46.639|-25.429,-49.274',
  unit: 'kilometers',
  costing: 'truck',
  polyline: '_izlhA~rlgdF',
  coordinates: [{ lat: -23.5489, lng: -46.6388 }],
  subRoutes: [],
  summary: { totalDistance: 411100, totalTime: 16980 },
  inputWaypoints: [{ latLng: { lat: -23.5489, lng: -46.6388 }, name: '' }],
  waypointIndices: [0, 0],
  bounds: { southWest: { lat: -25.4284, lng: -49.2733 }, northEast: { lat: -23.5489, lng: -46.6388 } },
};

describe('routing-service route', () => {
  it('accepts the route the map draws', () => {
    expect(routingServiceRouteSchema.parse(route)).toEqual(route);
  });

  it.each([
    [{ bounds: { southWest: { lat: 0, lng: 0 } } }],
    [{ summary: { totalDistance: -1, totalTime: 0 } }],
    [{ subRoutes: [{ travel_type: 'metro', coordinates: [], styles: [{}] }] }],
  ])('rejects %j', (patch) => {
    expect(routingServiceRouteSchema.safeParse({ ...route, ...patch }).success).toBe(false);
  });
});
