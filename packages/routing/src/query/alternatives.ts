import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { CancelToken } from './cancel-token.ts';
import { throwIfCancelled } from './cancel-token.ts';
import { pathThrough, sourceSeeds, targetSeeds } from './find-route.ts';
import { findPlateaus, plateauPath } from './plateau-paths.ts';
import type { PathFinder } from './path-finder.ts';
import type { PathPiece, RoutePath } from './route-path.ts';
import type { SearchSpace } from './search-space.ts';
import type { SnapCandidate } from './snap.ts';

/** Limits of an acceptable alternative (the values of the via-node literature and OSRM). */
export interface AlternativeLimits {
  /** Longest alternative as a multiple of the optimum's weight (default 1.3). */
  maxStretch: number;
  /** Largest share of the optimum's weight an alternative may have in common with it (default 0.75). */
  maxSharing: number;
  /** Length of the locally optimal stretch around the via node, as a fraction of the optimum (default 0.25). */
  localOptimality: number;
  /** Via nodes examined at most, and plateaus examined at most (default 48 each). */
  maxCandidates: number;
  /** Also try the plateaus of the search trees when the via nodes give too few (default true). */
  plateaus: boolean;
}

/** Default {@link AlternativeLimits}. */
export const DEFAULT_ALTERNATIVE_LIMITS: AlternativeLimits = {
  maxStretch: 1.3,
  maxSharing: 0.75,
  localOptimality: 0.25,
  maxCandidates: 48,
  plateaus: true,
};

interface Graph {
  edgeFrom: ArrayLike<number>;
  edgeTo: ArrayLike<number>;
}

function pieceWeight(finder: PathFinder, piece: PathPiece): number {
  const weight = piece.reverse ? finder.weights.backward[piece.edge]! : finder.weights.forward[piece.edge]!;
  return weight === NO_ACCESS ? 0 : weight * Math.abs(piece.to - piece.from);
}

function edgeWeightsOf(finder: PathFinder, path: RoutePath): Map<number, number> {
  const map = new Map<number, number>();
  for (const piece of path.pieces)
    map.set(piece.edge, (map.get(piece.edge) ?? 0) + pieceWeight(finder, piece));
  return map;
}

function shared(finder: PathFinder, path: RoutePath, other: Map<number, number>): number {
  let sum = 0;
  for (const piece of path.pieces) if (other.has(piece.edge)) sum += pieceWeight(finder, piece);
  return sum;
}

/**
 * Up to `count` alternatives to the optimal route `best` by the via-node method (Abraham et al., as in
 * OSRM): both search trees are grown to `maxStretch × optimum`; every node settled by both is a via
 * candidate, tried in order of weight. A candidate path is accepted when it is simple, no longer than
 * `maxStretch` × the optimum, shares at most `maxSharing` of its weight with the optimum and every
 * accepted alternative, and passes the T-test: the sub-path of weight `localOptimality × optimum` around
 * the via node is itself a shortest path. When fewer than `count` pass, the plateaus of the two search
 * trees (see {@link findPlateaus}) give further candidates, put to the same tests.
 */
export function findAlternatives(
  finder: PathFinder,
  graph: Graph,
  sources: readonly SnapCandidate[],
  targets: readonly SnapCandidate[],
  best: RoutePath,
  count: number,
  spaces: {
    forward: SearchSpace;
    backward: SearchSpace;
    checkForward: SearchSpace;
    checkBackward: SearchSpace;
  },
  limits: AlternativeLimits = DEFAULT_ALTERNATIVE_LIMITS,
  cancel?: CancelToken,
): RoutePath[] {
  if (count <= 0 || best.nodes.length === 0 || best.weight <= 0) return [];
  const { forward, backward } = spaces;
  forward.reset();
  backward.reset();
  const { edgeFrom, edgeTo } = graph;
  finder.search(
    sourceSeeds(sources, finder.weights, edgeFrom, edgeTo),
    targetSeeds(targets, finder.weights, edgeFrom, edgeTo),
    forward,
    backward,
    { stretch: limits.maxStretch, cancel },
  );
  const bound = best.weight * limits.maxStretch;
  const onBest = new Set(best.nodes);
  const candidates: number[] = [];
  for (const v of forward.settled) {
    if (backward.isSettled[v] === 1 && !onBest.has(v) && forward.dist[v]! + backward.dist[v]! <= bound)
      candidates.push(v);
  }
  candidates.sort((a, b) => forward.dist[a]! + backward.dist[a]! - (forward.dist[b]! + backward.dist[b]!));
  const accepted: RoutePath[] = [];
  const avoid = [edgeWeightsOf(finder, best)];
  const seenPaths = new Set<string>();
  const admit = (
    path: RoutePath,
    via: number,
    checks: { checkForward: SearchSpace; checkBackward: SearchSpace } = spaces,
  ): void => {
    const signature = path.nodes.join(',');
    if (seenPaths.has(signature)) return;
    seenPaths.add(signature);
    if (new Set(path.nodes).size !== path.nodes.length) return;
    if (path.weight > bound) return;
    if (avoid.some((other) => shared(finder, path, other) > limits.maxSharing * best.weight)) return;
    if (!locallyOptimal(finder, path, via, best.weight * limits.localOptimality, checks, cancel)) return;
    accepted.push(path);
    avoid.push(edgeWeightsOf(finder, path));
  };
  let examined = 0;
  for (const via of candidates) {
    if (accepted.length >= count || examined >= limits.maxCandidates) break;
    examined++;
    throwIfCancelled(cancel);
    admit(pathThrough(finder, via, forward, backward, sources, targets, edgeTo, edgeFrom), via);
  }
  if (accepted.length < count && limits.plateaus) {
    // the plateaus' trees take the check spaces, so their T-tests use the (no longer needed) search spaces
    const trees = { forward, backward, treeForward: spaces.checkForward, treeBackward: spaces.checkBackward };
    const plateaus = findPlateaus(finder, graph, trees, onBest, bound, limits.maxCandidates, cancel);
    const checks = { checkForward: forward, checkBackward: backward };
    for (const { via } of plateaus) {
      if (accepted.length >= count) break;
      throwIfCancelled(cancel);
      const path = plateauPath(
        finder,
        graph,
        spaces.checkForward,
        spaces.checkBackward,
        via,
        sources,
        targets,
      );
      admit(path, via, checks);
    }
  }
  return accepted;
}

/** T-test: the sub-path of weight ≥ `t` centred on `via` (clamped to the path's nodes) is a shortest path. */
function locallyOptimal(
  finder: PathFinder,
  path: RoutePath,
  via: number,
  t: number,
  spaces: { checkForward: SearchSpace; checkBackward: SearchSpace },
  cancel: CancelToken | undefined,
): boolean {
  // cumulative weight at each node of path.nodes (node i is reached after piece i)
  const at: number[] = [];
  let sum = 0;
  for (let i = 0; i < path.nodes.length; i++) {
    sum += pieceWeight(finder, path.pieces[i]!);
    at.push(sum);
  }
  const viaIndex = path.nodes.indexOf(via);
  if (viaIndex < 0) return false;
  let x = viaIndex;
  while (x > 0 && at[viaIndex]! - at[x]! < t / 2) x--;
  let y = viaIndex;
  while (y < path.nodes.length - 1 && at[y]! - at[viaIndex]! < t / 2) y++;
  if (x === y) return true;
  const { checkForward, checkBackward } = spaces;
  checkForward.reset();
  checkBackward.reset();
  const { best } = finder.search(
    [{ node: path.nodes[x]!, weight: 0, tag: 0 }],
    [{ node: path.nodes[y]!, weight: 0, tag: 0 }],
    checkForward,
    checkBackward,
    { cancel },
  );
  const along = at[y]! - at[x]!;
  return best >= along - 1e-6 * along - 1;
}
