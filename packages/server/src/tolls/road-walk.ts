import { MinHeap } from '@freight/core';
import type { RoutingGraph } from '@freight/routing';
import type { EdgeRoadRefs } from './edge-road-refs.ts';

/** A position on an edge: edge id and fraction of its length from `edgeFrom`. */
export interface EdgePosition {
  edge: number;
  fraction: number;
}

/** Where a road walk reached a position: distance in metres and the side of the start it left by. */
export interface WalkReach {
  distance: number;
  /** 1 when reached leaving the start along its edge's direction, -1 when leaving against it. */
  side: 1 | -1;
}

/** A walk along one road from a position: reach of any other position of that road. */
export type RoadWalk = (target: EdgePosition) => WalkReach | null;

/**
 * Walks road `ref` from `start` in both directions (Dijkstra over the edges carrying `ref`, up to
 * `maxDistanceM`), remembering for every node reached which way it left the start. The start edge is
 * not walked again beyond the start, so the two sides stay apart.
 *
 * @example walkRoad(graph, refsOf, 'BR-116', placed, 400_000)(other)?.side
 */
export function walkRoad(
  graph: RoutingGraph,
  refsOf: EdgeRoadRefs,
  ref: string,
  start: EdgePosition,
  maxDistanceM: number,
): RoadWalk {
  const reached = new Map<number, WalkReach>();
  // A queued node carries the side it left the start by: `node` for side 1, `~node` for side -1.
  const heap = new MinHeap();
  const length = graph.edgeLength[start.edge]!;
  heap.push((1 - start.fraction) * length, graph.edgeTo[start.edge]!);
  heap.push(start.fraction * length, ~graph.edgeFrom[start.edge]!);
  while (heap.size > 0) {
    const queued = heap.pop();
    const distance = heap.lastKey;
    const node = queued < 0 ? ~queued : queued;
    const side = queued < 0 ? -1 : 1;
    if (reached.has(node) || distance > maxDistanceM) continue;
    reached.set(node, { distance, side });
    for (let i = graph.nodeEdgeOffset[node]!; i < graph.nodeEdgeOffset[node + 1]!; i++) {
      const edge = graph.nodeEdges[i]!;
      if (edge === start.edge || !refsOf(edge).includes(ref)) continue;
      const other = graph.edgeFrom[edge] === node ? graph.edgeTo[edge]! : graph.edgeFrom[edge]!;
      if (!reached.has(other)) heap.push(distance + graph.edgeLength[edge]!, side === 1 ? other : ~other);
    }
  }
  return (target) => {
    const targetLength = graph.edgeLength[target.edge]!;
    if (target.edge === start.edge) {
      const offset = (target.fraction - start.fraction) * targetLength;
      return offset === 0 ? null : { distance: Math.abs(offset), side: offset > 0 ? 1 : -1 };
    }
    const viaFrom = reached.get(graph.edgeFrom[target.edge]!);
    const viaTo = reached.get(graph.edgeTo[target.edge]!);
    const fromDistance = viaFrom ? viaFrom.distance + target.fraction * targetLength : Infinity;
    const toDistance = viaTo ? viaTo.distance + (1 - target.fraction) * targetLength : Infinity;
    if (fromDistance === Infinity && toDistance === Infinity) return null;
    return fromDistance <= toDistance
      ? { distance: fromDistance, side: viaFrom!.side }
      : { distance: toDistance, side: viaTo!.side };
  };
}
