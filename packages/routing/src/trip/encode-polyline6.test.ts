import { describe, expect, it } from 'vitest';
import { encodePolyline } from '@freight/core';
import type { LatLngTuple } from '@freight/core';
import { encodePolyline6 } from './encode-polyline6.ts';
import { ShapeBuffer } from './shape-buffer.ts';

describe('encodePolyline6', () => {
  it("gives core's encodePolyline byte for byte, halves and negative values included", () => {
    let seed = 3;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const points: LatLngTuple[] = [
      [0, 0],
      [-23.5500005, -46.6300005],
      [-23.5500015, -46.6300025],
      [89.9999995, 179.9999995],
      [-89.9999995, -179.9999995],
    ];
    for (let i = 0; i < 5000; i++) points.push([(random() - 0.5) * 180, (random() - 0.5) * 360]);
    for (let i = 0; i < 5000; i++) points.push([-23.5 + random() * 1e-3, -46.6 + random() * 1e-3]);
    const shape = new ShapeBuffer();
    for (const [lat, lon] of points) shape.push(lat, lon);
    expect(encodePolyline6(shape)).toBe(encodePolyline(points));
    expect(encodePolyline6(shape, 2)).toBe(encodePolyline(points.slice(0, 2)));
    expect(encodePolyline6(new ShapeBuffer())).toBe('');
  });
});
