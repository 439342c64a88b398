import { describe, expect, it } from 'vitest';
import { directionsOptionsSchema, routingServiceRequestSchema } from './routing-service-request.ts';

describe('routing-service request JSON', () => {
  const request = {
    locations: [
      { lat: -23.5489, lon: -46.6388, type: 'break' },
      { lat: -25.4284, lon: -49.2733, radius: 50, heading: 200, heading_tolerance: 45 },
    ],
    costing: 'truck',
    costing_options: { truck: { top_speed: 140 } },
    directions_options: { units: 'km', language: 'pt-BR' },
    alternates: 2,
  };

  it('accepts locations, costing and options', () => {
    expect(routingServiceRequestSchema.parse(request)).toEqual(request);
  });

  it.each([
    ['one location', { locations: [request.locations[0]] }],
    ['an unknown costing', { costing: 'rocket' }],
    ['four alternates', { alternates: 4 }],
    ['a latitude out of range', { locations: [{ lat: 95, lon: 0 }, request.locations[1]] }],
  ])('rejects %s', (_name, patch) => {
    expect(routingServiceRequestSchema.safeParse({ ...request, ...patch }).success).toBe(false);
  });

  it('directions default to km, pt-BR, maneuvers with narrative', () => {
    expect(directionsOptionsSchema.parse({})).toEqual({
      units: 'km',
      language: 'pt-BR',
      directions_type: 'maneuvers',
      narrative: true,
    });
  });
});
