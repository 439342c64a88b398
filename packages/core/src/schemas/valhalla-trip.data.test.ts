import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDataDir } from '../test-support/shared-data.ts';
import { valhallaRouteResponseSchema } from './valhalla-trip.ts';

function referenceExample(): unknown {
  const path = join(sharedDataDir(), '..', 'reference', 'valhalla-route-example.json');
  return JSON.parse(readFileSync(path, 'utf8'));
}

describe("Valhalla's reference route example", () => {
  it('parses with our schema', () => {
    const response = valhallaRouteResponseSchema.parse(referenceExample());
    expect(response.trip.status).toBe(0);
    expect(response.trip.status_message).toBe('Found route between points');
    expect(response.trip.units).toBe('kilometers');
    expect(response.trip.locations).toHaveLength(2);
    expect(response.alternates).toEqual([]);
  });

  it('keeps legs, maneuvers and the summary in km and seconds', () => {
    const { trip } = valhallaRouteResponseSchema.parse(referenceExample());
    const leg = trip.legs[0];
    expect(trip.legs).toHaveLength(1);
    expect(leg?.maneuvers.map((m) => m.type)).toEqual([1, 10, 4]);
    expect(leg?.maneuvers[0]?.street_names).toEqual(['Karl-Marx-Allee', 'B 1', 'B 5']);
    expect(leg?.maneuvers[2]).toMatchObject({
      begin_shape_index: 26,
      end_shape_index: 26,
      travel_type: 'car',
    });
    expect(leg?.toll_nodes).toBeUndefined();
    expect(trip.summary).toMatchObject({
      length: 0.292,
      time: 55.543,
      min_lat: 52.517973,
      min_lon: 13.432941,
      max_lat: 52.519821,
      max_lon: 13.434299,
      has_toll: false,
    });
  });

  it('passes through the fields we do not model', () => {
    const { trip } = valhallaRouteResponseSchema.parse(referenceExample());
    expect(trip.locations[0]?.['time_zone_name']).toBe('Europe/Berlin');
    expect(trip.legs[0]?.maneuvers[0]?.['verbal_multi_cue']).toBe(true);
  });
});
