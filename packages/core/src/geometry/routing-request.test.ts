import { describe, expect, it } from 'vitest';
import { routingServiceRequestSchema } from '../schemas/routing-service-request.ts';
import type { MapWaypoint } from '../schemas/map-waypoint.ts';
import { buildRoutingRequest, routingRequestUrl, toRoutingLocation } from './routing-request.ts';

function waypoints(): MapWaypoint[] {
  return [
    { latLng: { lat: -23.5489, lng: -46.6388 }, name: 'São Paulo' },
    {
      latLng: { lat: -25.4284, lng: -49.2733 },
      name: 'Curitiba',
      type: 'break',
      heading: 200,
      heading_tolerance: 45,
      street: 'Rua XV de Novembro',
      way_id: 4242,
      minimum_reachability: 50,
      radius: 30,
    },
  ];
}

describe('routing-service request', () => {
  it('turns map waypoints into locations with lat, lon and the options set', () => {
    const [first, second] = waypoints();
    expect(toRoutingLocation(first!)).toEqual({ lat: -23.5489, lon: -46.6388 });
    expect(toRoutingLocation(second!)).toEqual({
      lat: -25.4284,
      lon: -49.2733,
      type: 'break',
      heading: 200,
      heading_tolerance: 45,
      street: 'Rua XV de Novembro',
      way_id: 4242,
      minimum_reachability: 50,
      radius: 30,
    });
  });

  it('defaults to truck costing, km and pt-BR', () => {
    const request = buildRoutingRequest(waypoints());
    expect(request).toEqual({
      locations: waypoints().map(toRoutingLocation),
      costing: 'truck',
      directions_options: { units: 'km', language: 'pt-BR' },
    });
    expect(routingServiceRequestSchema.parse(request)).toEqual(request);
  });

  it('adds costing options, alternates and id when given', () => {
    const request = buildRoutingRequest(waypoints(), {
      costing: 'multimodal',
      costingOptions: { transit: { use_bus: 0.5 } },
      directionsOptions: { units: 'kilometers', language: 'en-US' },
      alternates: 2,
      id: 'drag-7',
    });
    expect(request).toMatchObject({
      costing: 'multimodal',
      costing_options: { transit: { use_bus: 0.5 } },
      directions_options: { units: 'kilometers', language: 'en-US' },
      alternates: 2,
      id: 'drag-7',
    });
  });

  it.each([
    ['https://valhalla.example/route', 'https://valhalla.example/route?json='],
    ['https://valhalla.example/route?api_key=k', 'https://valhalla.example/route?api_key=k&json='],
  ])('%s carries the JSON in the json parameter', (serviceUrl, prefix) => {
    const request = buildRoutingRequest(waypoints());
    const url = routingRequestUrl(serviceUrl, request);
    expect(url.startsWith(prefix)).toBe(true);
    expect(JSON.parse(new URL(url).searchParams.get('json') ?? '')).toEqual(request);
  });
});
