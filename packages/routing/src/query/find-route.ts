import type { EdgeWeights } from '../costing/edge-weights.ts';
import type { CancelToken } from './cancel-token.ts';
import type { PathFinder, Seed } from './path-finder.ts';
import type { RoutePath } from './route-path.ts';
import { routePathFrom } from './route-path.ts';
import type { SearchSpace } from './search-space.ts';
import type { SnapCandidate } from './snap.ts';

/** Seeds of the forward search: from each candidate to the edge ends it may travel to. Tag = index × 2 + direction. */
export function sourceSeeds(
  candidates: readonly SnapCandidate[],
  weights: EdgeWeights,
  edgeFrom: ArrayLike<number>,
  edgeTo: ArrayLike<number>,
): Seed[] {
  const seeds: Seed[] = [];
  candidates.forEach((c, i) => {
    if (c.forward)
      seeds.push({
        node: edgeTo[c.edge]!,
        weight: Math.round(weights.forward[c.edge]! * (1 - c.fraction)),
        tag: i * 2,
      });
    if (c.backward)
      seeds.push({
        node: edgeFrom[c.edge]!,
        weight: Math.round(weights.backward[c.edge]! * c.fraction),
        tag: i * 2 + 1,
      });
  });
  return seeds;
}

/** Seeds of the backward search: from each candidate back to the edge ends it may be reached from. */
export function targetSeeds(
  candidates: readonly SnapCandidate[],
  weights: EdgeWeights,
  edgeFrom: ArrayLike<number>,
  edgeTo: ArrayLike<number>,
): Seed[] {
  const seeds: Seed[] = [];
  candidates.forEach((c, i) => {
    if (c.forward)
      seeds.push({
        node: edgeFrom[c.edge]!,
        weight: Math.round(weights.forward[c.edge]! * c.fraction),
        tag: i * 2,
      });
    if (c.backward)
      seeds.push({
        node: edgeTo[c.edge]!,
        weight: Math.round(weights.backward[c.edge]! * (1 - c.fraction)),
        tag: i * 2 + 1,
      });
  });
  return seeds;
}

/** The best route that stays on one edge (source and target on the same edge), if any. */
function directRoute(
  sources: readonly SnapCandidate[],
  targets: readonly SnapCandidate[],
  weights: EdgeWeights,
): RoutePath | null {
  let best: RoutePath | null = null;
  for (const s of sources) {
    for (const t of targets) {
      if (s.edge !== t.edge) continue;
      const e = s.edge;
      if (s.forward && t.forward && t.fraction >= s.fraction) {
        const weight = Math.round(weights.forward[e]! * (t.fraction - s.fraction));
        if (!best || weight < best.weight) {
          best = {
            weight,
            source: s,
            target: t,
            pieces: [{ edge: e, reverse: false, from: s.fraction, to: t.fraction }],
            nodes: [],
          };
        }
      }
      if (s.backward && t.backward && t.fraction <= s.fraction) {
        const weight = Math.round(weights.backward[e]! * (s.fraction - t.fraction));
        if (!best || weight < best.weight) {
          best = {
            weight,
            source: s,
            target: t,
            pieces: [{ edge: e, reverse: true, from: s.fraction, to: t.fraction }],
            nodes: [],
          };
        }
      }
    }
  }
  return best;
}

/**
 * The path through node `via` formed by the two search trees (the optimum when `via` is where they met):
 * source piece, unpacked arcs, target piece.
 */
export function pathThrough(
  finder: PathFinder,
  via: number,
  forward: SearchSpace,
  backward: SearchSpace,
  sources: readonly SnapCandidate[],
  targets: readonly SnapCandidate[],
  edgeTo: ArrayLike<number>,
  edgeFrom: ArrayLike<number>,
): RoutePath {
  const head: number[] = [];
  let node = via;
  while (forward.parent[node]! >= 0) {
    const arc = forward.parent[node]!;
    head.push(arc);
    node = finder.arcTail(arc);
  }
  const sourceTag = forward.seedTag[via]!;
  const directed: number[] = [];
  for (let i = head.length - 1; i >= 0; i--) finder.unpack(head[i]!, directed);
  node = via;
  while (backward.parent[node]! >= 0) {
    const arc = backward.parent[node]!;
    finder.unpack(arc, directed);
    node = finder.arcHead(arc);
  }
  const targetTag = backward.seedTag[via]!;
  return routePathFrom(
    sources,
    targets,
    sourceTag,
    targetTag,
    directed,
    forward.dist[via]! + backward.dist[via]!,
    {
      edgeFrom,
      edgeTo,
    },
  );
}

/**
 * The optimal route between two sets of snap candidates under the finder's metric, or `null` when no
 * path exists (error 442). Throws a `QueryCancelledError` when `cancel` is cancelled meanwhile.
 */
export function findRoute(
  finder: PathFinder,
  graph: { edgeFrom: ArrayLike<number>; edgeTo: ArrayLike<number> },
  sources: readonly SnapCandidate[],
  targets: readonly SnapCandidate[],
  forward: SearchSpace,
  backward: SearchSpace,
  cancel?: CancelToken,
): RoutePath | null {
  forward.reset();
  backward.reset();
  const { edgeFrom, edgeTo } = graph;
  const result = finder.search(
    sourceSeeds(sources, finder.weights, edgeFrom, edgeTo),
    targetSeeds(targets, finder.weights, edgeFrom, edgeTo),
    forward,
    backward,
    { cancel },
  );
  const direct = directRoute(sources, targets, finder.weights);
  if (direct && direct.weight <= result.best) return direct;
  if (result.meet < 0) return null;
  return pathThrough(finder, result.meet, forward, backward, sources, targets, edgeTo, edgeFrom);
}
