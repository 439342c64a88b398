import { describe, expect, it } from 'vitest';
import type { KmMarkerWay, KmMarkers } from '../tolls/index.ts';
import { positionByRoadKm } from './position-by-road-km.ts';

/** A straight way due east along latitude -23.5, one node per 0.01° of longitude. */
function way(wayId: number, ref: string, kmStart: number, kmEnd: number, orientation: 1 | -1 | 0, from = 0) {
  const lng = Float64Array.from([0, 1, 2, 3], (i) => -46.6 + from + i * 0.01);
  const along = Float64Array.from([0, 1, 2, 3], (i) => i * 1000);
  const result: KmMarkerWay = {
    wayId,
    ref,
    kmStart,
    kmEnd,
    lat: new Float64Array(4).fill(-23.5),
    lng,
    along,
    orientation,
  };
  return result;
}

const markers = (...ways: KmMarkerWay[]): KmMarkers => {
  const byRef = new Map<string, KmMarkerWay[]>();
  for (const w of ways) byRef.set(w.ref, [...(byRef.get(w.ref) ?? []), w]);
  return { byRef };
};

describe('positionByRoadKm', () => {
  it.each([
    ['in node order', 1, 10.5, -46.6 + 0.005],
    ['against node order', -1, 10.5, -46.6 + 0.025],
    ['against node order, near its km:end', -1, 12.7, -46.6 + 0.003],
    ['of unknown orientation, read in node order', 0, 12.7, -46.6 + 0.027],
  ] as const)('interpolates the km on a way %s', (_name, orientation, km, lng) => {
    const [point] = positionByRoadKm(markers(way(7, 'SP-280', 10, 13, orientation)), 'sp 280', km);
    expect(point!.lat).toBeCloseTo(-23.5, 9);
    expect(point!.lng).toBeCloseTo(lng, 9);
    expect(point).toMatchObject({ wayId: 7, oriented: orientation !== 0 });
  });

  it('gives oriented ways first, then the shortest km range', () => {
    const found = positionByRoadKm(
      markers(
        way(1, 'BR-116', 0, 50, 0),
        way(2, 'BR-116', 0, 50, 1, 1),
        way(3, 'BR-116', 10, 20, 1, 2),
        way(4, 'BR-116', 30, 40, 1, 3),
      ),
      'BR-116',
      15,
    );
    expect(found.map((p) => p.wayId)).toEqual([3, 2, 1]);
  });

  it('answers nothing for a km no way covers, another road, or a road name without number', () => {
    const m = markers(way(1, 'SP-280', 10, 13, 1));
    expect(positionByRoadKm(m, 'SP-280', 13.5)).toEqual([]);
    expect(positionByRoadKm(m, 'SP-270', 11)).toEqual([]);
    expect(positionByRoadKm(m, 'Rodovia Castello Branco', 11)).toEqual([]);
  });
});
