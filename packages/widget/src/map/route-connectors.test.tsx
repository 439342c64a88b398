import { haversineDistance } from '@freight/core';
import { describe, expect, it } from 'vitest';
import { connectorLines, nearestPointOnLine } from './route-connectors.ts';

// A straight east-west route through São Paulo, [lng, lat].
const LAT = -23.5489;
const ROUTE: [number, number][] = [
  [-46.64, LAT],
  [-46.62, LAT],
  [-46.6, LAT],
];
/** Degrees of latitude for `metres` north. */
const north = (metres: number) => metres / 111_195;

describe('dashed connectors (SPEC §9 missing-route tolerance 10 m)', () => {
  it.each([
    ['on the route start', { lat: LAT, lng: -46.64 }, 0],
    ['5 m off the line', { lat: LAT + north(5), lng: -46.63 }, 0],
    ['9.9 m off the line', { lat: LAT + north(9.9), lng: -46.63 }, 0],
    ['10.5 m off the line', { lat: LAT + north(10.5), lng: -46.63 }, 1],
    ['250 m off the line', { lat: LAT - north(250), lng: -46.61 }, 1],
  ])('a waypoint %s gives %i connector(s)', (_, waypoint, count) => {
    expect(connectorLines([waypoint], ROUTE).features).toHaveLength(count);
  });

  it('joins the waypoint to the nearest point of the route', () => {
    const waypoint = { lat: LAT + north(250), lng: -46.61 };
    const [connector] = connectorLines([null, waypoint], ROUTE).features;
    expect(connector?.properties).toEqual({ waypoint: 1 });
    const [from, to] = connector?.geometry.coordinates ?? [];
    expect(from).toEqual([-46.61, waypoint.lat]);
    expect(to?.[0]).toBeCloseTo(-46.61, 6);
    expect(to?.[1]).toBeCloseTo(LAT, 6);
    expect(haversineDistance(waypoint, { lat: to?.[1] ?? 0, lng: to?.[0] ?? 0 })).toBeCloseTo(250, 0);
  });

  it('goes to the route end when the waypoint lies beyond it', () => {
    const waypoint = { lat: LAT, lng: -46.59 };
    expect(connectorLines([waypoint], ROUTE).features[0]?.geometry.coordinates[1]).toEqual([-46.6, LAT]);
    expect(nearestPointOnLine(waypoint, ROUTE)).toEqual({ lat: LAT, lng: -46.6 });
  });

  it('draws nothing without a route or for waypoints without a position', () => {
    expect(connectorLines([{ lat: LAT + 1, lng: -46.6 }], []).features).toEqual([]);
    expect(connectorLines([null, null], ROUTE).features).toEqual([]);
    expect(nearestPointOnLine({ lat: LAT, lng: -46.6 }, [])).toBeNull();
  });
});
