import type { SnapCandidate } from './snap.ts';

/**
 * A stretch of one edge a route travels: edge id, whether against its node order, and the start and end
 * positions as fractions of the edge from `edgeFrom` (0) to `edgeTo` (1), in travel order.
 */
export interface PathPiece {
  edge: number;
  reverse: boolean;
  from: number;
  to: number;
}

/**
 * A route between two snapped locations: total metric weight, where it starts and ends, the pieces of
 * edges in travel order, and the graph nodes it passes (in order).
 */
export interface RoutePath {
  weight: number;
  source: SnapCandidate;
  target: SnapCandidate;
  pieces: PathPiece[];
  nodes: number[];
}

/**
 * Assembles a route from its parts: the source candidate's piece (tag = candidate index × 2 + direction,
 * as the search seeds carry it), the directed edges `edge * 2 + direction` between, and the target
 * candidate's piece.
 */
export function routePathFrom(
  sources: readonly SnapCandidate[],
  targets: readonly SnapCandidate[],
  sourceTag: number,
  targetTag: number,
  directed: readonly number[],
  weight: number,
  graph: { edgeFrom: ArrayLike<number>; edgeTo: ArrayLike<number> },
): RoutePath {
  const { edgeFrom, edgeTo } = graph;
  const source = sources[sourceTag >> 1]!;
  const target = targets[targetTag >> 1]!;
  const pieces: PathPiece[] = [];
  const sourceReverse = (sourceTag & 1) === 1;
  pieces.push({
    edge: source.edge,
    reverse: sourceReverse,
    from: source.fraction,
    to: sourceReverse ? 0 : 1,
  });
  const nodes: number[] = [sourceReverse ? edgeFrom[source.edge]! : edgeTo[source.edge]!];
  for (const d of directed) {
    const reverse = (d & 1) === 1;
    const edge = d >> 1;
    pieces.push({ edge, reverse, from: reverse ? 1 : 0, to: reverse ? 0 : 1 });
    nodes.push(reverse ? edgeFrom[edge]! : edgeTo[edge]!);
  }
  const targetReverse = (targetTag & 1) === 1;
  pieces.push({
    edge: target.edge,
    reverse: targetReverse,
    from: targetReverse ? 1 : 0,
    to: target.fraction,
  });
  return { weight, source, target, pieces, nodes };
}
