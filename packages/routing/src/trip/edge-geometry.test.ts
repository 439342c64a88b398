import { beforeAll, describe, expect, it } from 'vitest';
import type { RoutingGraph } from '../graph/routing-graph.ts';
import { asciiNetwork } from '../test-support/ascii-network.ts';
import { testGraph } from '../test-support/test-graph.ts';
import { appendEdgeSlice } from './edge-geometry.ts';
import { ShapeBuffer } from './shape-buffer.ts';

describe('appendEdgeSlice', () => {
  // one edge a → b → c → d (b and c are shape points: 100 m, 200 m, 300 m along it)
  const net = asciiNetwork(`a b c d`, [['abcd', { highway: 'primary' }]], { gridMeters: 50 });
  let graph: RoutingGraph;
  beforeAll(async () => {
    graph = await testGraph(net.entities, { profiles: [] });
  });

  const slice = (from: number, to: number, shape = new ShapeBuffer()): [number, number][] => {
    appendEdgeSlice(graph, 0, from, to, shape);
    return Array.from({ length: shape.length }, (_, i) => [shape.lat[i]!, shape.lon[i]!]);
  };
  const lon = (name: string): number => net.at(name).lon;

  it('appends a whole edge in either direction', () => {
    expect(graph.edgeCount).toBe(1);
    expect(slice(0, 1).map((p) => p[1])).toEqual(['a', 'b', 'c', 'd'].map(lon));
    expect(slice(1, 0).map((p) => p[1])).toEqual(['d', 'c', 'b', 'a'].map(lon));
  });

  it('interpolates the ends of a part of the edge and keeps the points between', () => {
    const part = slice(0.5, 0.9);
    expect(part).toHaveLength(3);
    expect(part[0]![1]).toBeCloseTo((lon('b') + lon('c')) / 2, 9);
    expect(part[1]![1]).toBe(lon('c'));
    expect(part[2]![1]).toBeCloseTo(lon('c') + 0.7 * (lon('d') - lon('c')), 9);
    expect(slice(0.9, 0.5).map((p) => p[1])).toEqual(part.map((p) => p[1]).reverse());
  });

  it('does not repeat the point two pieces share, but keeps a second point for a start', () => {
    const shape = new ShapeBuffer();
    slice(0, 1, shape);
    slice(1, 0, shape);
    expect(shape.length).toBe(7);
    expect(slice(0.5, 0.5)).toHaveLength(2);
  });
});
