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
