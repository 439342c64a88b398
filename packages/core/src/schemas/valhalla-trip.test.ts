import { describe, expect, it } from 'vitest';
import { valhallaRouteResponseSchema, valhallaTripSchema } from './valhalla-trip.ts';

function trip(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    status: 0,
    status_message: 'Found route between points',
    units: 'kilometers',
    language: 'pt-BR',
    locations: [
      { type: 'break', lat: -23.5489, lon: -46.6388, original_index: 0 },
      { type: 'break', lat: -25.4284, lon: -49.2733, original_index: 1 },
    ],
    legs: [
      {
        shape: '_izlhA~rlgdF_{geC~ywl@',
        maneuvers: [
          {
            type: 1,
            instruction: 'Siga para o sul na BR-116.',
            street_names: ['BR-116'],
            begin_shape_index: 0,
            end_shape_index: 1,
            length: 411.1,
            time: 16980,
            travel_mode: 'drive',
            travel_type: 'truck',
            toll: true,
          },
          { type: 4, begin_shape_index: 1, end_shape_index: 1, length: 0, time: 0, travel_type: 'truck' },
        ],
        summary: { length: 411.1, time: 16980, has_toll: true },
        toll_nodes: [{ shape_index: 1, bearing: 225.5, lat: -24.5, lon: -47.9, node_id: 9876543210 }],
      },
    ],
    summary: {
      length: 411.1,
      time: 16980,
      min_lat: -25.4284,
      min_lon: -49.2733,
      max_lat: -23.5489,
      max_lon: -46.6388,
    },
    ...overrides,
  };
}

describe('Valhalla trip as our engine emits it', () => {
  it('reads a trip with toll nodes on its leg', () => {
    const parsed = valhallaTripSchema.parse(trip());
    expect(parsed.legs[0]?.toll_nodes?.[0]).toEqual({
      shape_index: 1,
      bearing: 225.5,
      lat: -24.5,
      lon: -47.9,
      node_id: 9876543210,
    });
    expect(parsed.legs[0]?.maneuvers[1]?.instruction).toBe('');
  });

  it('defaults units to kilometers and locations to none', () => {
    const parsed = valhallaTripSchema.parse(
      trip({ units: undefined, locations: undefined, status_message: undefined }),
    );
    expect(parsed.units).toBe('kilometers');
    expect(parsed.locations).toEqual([]);
    expect(parsed.status_message).toBe('');
  });

  it('keeps a transit colour of a multimodal maneuver', () => {
    const legs = trip().legs as Record<string, unknown>[];
    const leg = legs[0]!;
    const maneuvers = leg['maneuvers'] as Record<string, unknown>[];
    const transit = {
      ...maneuvers[0],
      travel_type: 'metro',
      transit_info: { color: 0x2e7d32, short_name: 'L1' },
    };
    const parsed = valhallaTripSchema.parse(trip({ legs: [{ ...leg, maneuvers: [transit] }] }));
    expect(parsed.legs[0]?.maneuvers[0]?.transit_info?.color).toBe(0x2e7d32);
  });

  it.each([
    ['no status', { status: undefined }],
    ['no legs', { legs: undefined }],
    ['no summary', { summary: undefined }],
    ['a leg without shape', { legs: [{ maneuvers: [], summary: { length: 0, time: 0 } }] }],
    ['a negative length', { summary: { length: -1, time: 0 } }],
    [
      'a toll node without shape index',
      {
        legs: [
          {
            shape: '',
            summary: { length: 0, time: 0 },
            toll_nodes: [{ bearing: 0, lat: 0, lon: 0, node_id: 1 }],
          },
        ],
      },
    ],
  ])('rejects a trip with %s', (_name, overrides) => {
    expect(valhallaTripSchema.safeParse(trip(overrides)).success).toBe(false);
  });

  it('reads alternates as { trip }', () => {
    const response = valhallaRouteResponseSchema.parse({
      trip: trip(),
      alternates: [{ trip: trip() }],
      id: 'r1',
    });
    expect(response.alternates).toHaveLength(1);
    expect(response.id).toBe('r1');
  });
});
