import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline, POLYLINE_PRECISION } from './polyline.ts';
import type { LatLngTuple } from './polyline.ts';

describe('encoded polylines, [lat, lng], precision 6 by default', () => {
  it("Google's reference example at precision 5", () => {
    const points: LatLngTuple[] = [
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ];
    expect(encodePolyline(points, 5)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@', 5)).toEqual(points);
  });

  it('the same points at precision 6', () => {
    const points: LatLngTuple[] = [
      [38.5, -120.2],
      [40.7, -120.95],
    ];
    expect(POLYLINE_PRECISION).toBe(6);
    const encoded = encodePolyline(points);
    expect(encoded).toBe('_izlhA~rlgdF_{geC~ywl@');
    expect(decodePolyline(encoded)).toEqual(points);
  });

  it('round-trips Brazilian coordinates to the micro-degree', () => {
    const points: LatLngTuple[] = [
      [-23.548943, -46.638818],
      [-24.283812, -47.459107],
      [-25.428356, -49.273252],
    ];
    expect(decodePolyline(encodePolyline(points))).toEqual(points);
  });

  it('decoding at the wrong precision scales the coordinates by 10', () => {
    const encoded = encodePolyline([[-23.5, -46.6]]);
    expect(decodePolyline(encoded, 5)).toEqual([[-235, -466]]);
  });

  it('an empty polyline has no points', () => {
    expect(encodePolyline([])).toBe('');
    expect(decodePolyline('')).toEqual([]);
  });
});
