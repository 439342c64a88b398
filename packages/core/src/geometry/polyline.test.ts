import { describe, expect, it } from 'vitest';
import { decodePolyline, decodePolylineColumns, encodePolyline, POLYLINE_PRECISION } from './polyline.ts';
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

describe('decodePolylineColumns', () => {
  const columnsAsTuples = (encoded: string, precision?: number): LatLngTuple[] => {
    const { lat, lng, count } = decodePolylineColumns(encoded, precision);
    expect(lat.length).toBe(count);
    return Array.from({ length: count }, (_, i): LatLngTuple => [lat[i]!, lng[i]!]);
  };

  it('gives the same coordinates as decodePolyline, at precision 5 and 6', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (const precision of [5, 6]) {
      for (let run = 0; run < 50; run++) {
        // a route across Brazil: long steps, tiny steps, repeated points, both hemispheres
        const points: LatLngTuple[] = [];
        let lat = -33 + random() * 38;
        let lng = -73 + random() * 39;
        for (let i = 0; i < 1 + Math.floor(random() * 400); i++) {
          const step = random() < 0.1 ? 5 : random() < 0.5 ? 0.0001 : 0;
          lat = Math.max(-89, Math.min(89, lat + (random() - 0.5) * step));
          lng = lng + (random() - 0.5) * step;
          points.push([lat, lng]);
        }
        const encoded = encodePolyline(points, precision);
        expect(columnsAsTuples(encoded, precision)).toEqual(decodePolyline(encoded, precision));
      }
    }
  });

  it("decodes Google's reference example and an empty text", () => {
    expect(columnsAsTuples('_p~iF~ps|U_ulLnnqC_mqNvxq`@', 5)).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
    expect(decodePolylineColumns('').count).toBe(0);
  });

  it('drops a point whose text is cut short', () => {
    const encoded = encodePolyline([
      [-23.5, -46.6],
      [-23.6, -46.7],
    ]);
    expect(columnsAsTuples(encoded.slice(0, -2))).toEqual([[-23.5, -46.6]]);
  });
});
