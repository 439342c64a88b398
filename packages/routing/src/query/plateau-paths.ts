import { NO_ACCESS } from '../costing/edge-weights.ts';
import type { CancelToken } from './cancel-token.ts';
import { throwIfCancelled } from './cancel-token.ts';
import type { PathFinder } from './path-finder.ts';
import type { RoutePath } from './route-path.ts';
import { routePathFrom } from './route-path.ts';
import type { SearchSpace } from './search-space.ts';
import type { SnapCandidate } from './snap.ts';

/** A plateau: the node in its middle, the weight of the path through it and its own weight. */
export interface Plateau {
  via: number;
  /** Weight of the path source → plateau → target along the two trees. */
  weight: number;
  /** Weight of the stretch both trees share. */
  plateau: number;
}

interface Graph {
  edgeFrom: ArrayLike<number>;
  edgeTo: ArrayLike<number>;
}

const tailOf = (graph: Graph, directed: number): number =>
  (directed & 1) === 0 ? graph.edgeFrom[directed >> 1]! : graph.edgeTo[directed >> 1]!;
const headOf = (graph: Graph, directed: number): number =>
  (directed & 1) === 0 ? graph.edgeTo[directed >> 1]! : graph.edgeFrom[directed >> 1]!;

function weightOf(finder: PathFinder, directed: number): number {
  const w =
    (directed & 1) === 0 ? finder.weights.forward[directed >> 1]! : finder.weights.backward[directed >> 1]!;
  return w === NO_ACCESS ? 0 : w;
}

/**
 * Expands the trees of a finished two-way search into trees over graph edges: `into.parent[x]` is the
 * directed edge the tree reaches `x` by (forward: from the source side; backward: towards the target) and
 * `into.dist[x]` its weight, for every node on the unpacked arc of every reached node.
 */
function unpackTree(
  finder: PathFinder,
  graph: Graph,
  tree: SearchSpace,
  into: SearchSpace,
  forward: boolean,
  cancel: CancelToken | undefined,
): void {
  const edges: number[] = [];
  for (let i = 0; i < tree.touched.length; i++) {
    if ((i & 4095) === 4095) throwIfCancelled(cancel);
    const v = tree.touched[i]!;
    const arc = tree.parent[v]!;
    const tag = tree.seedTag[v]!;
    if (arc < 0) {
      into.improve(v, tree.dist[v]!, -1, tag);
      continue;
    }
    edges.length = 0;
    finder.unpack(arc, edges);
    if (forward) {
      let d = tree.dist[finder.arcTail(arc)]!;
      for (const e of edges) {
        d += weightOf(finder, e);
        into.improve(headOf(graph, e), d, e, tag);
      }
    } else {
      let d = tree.dist[finder.arcHead(arc)]!;
      for (let i = edges.length - 1; i >= 0; i--) {
        const e = edges[i]!;
        d += weightOf(finder, e);
        into.improve(tailOf(graph, e), d, e, tag);
      }
    }
  }
}

/**
 * The plateaus of a finished extended two-way search, for the plateau method of alternatives (Camvit's
 * choice routing, as GraphHopper uses it): the trees of `forward`/`backward` are unpacked into trees over
 * graph edges in `treeForward`/`treeBackward` (reset first); an edge both trees use in the same direction
 * is a plateau edge, and a maximal chain of them a plateau. Returns the plateaus off the optimum (no node
 * in `onBest`) whose path source → plateau → target weighs at most `bound`, best first by (path weight −
 * plateau weight), at most `limit` of them; {@link plateauPath} builds their paths from the two trees.
 */
export function findPlateaus(
  finder: PathFinder,
  graph: Graph,
  spaces: {
    forward: SearchSpace;
    backward: SearchSpace;
    treeForward: SearchSpace;
    treeBackward: SearchSpace;
  },
  onBest: ReadonlySet<number>,
  bound: number,
  limit: number,
  cancel?: CancelToken,
): Plateau[] {
  const { forward, backward, treeForward: tf, treeBackward: tb } = spaces;
  tf.reset();
  tb.reset();
  unpackTree(finder, graph, forward, tf, true, cancel);
  unpackTree(finder, graph, backward, tb, false, cancel);
  const isPlateauEdge = (e: number): boolean => e >= 0 && tb.parent[tailOf(graph, e)] === e;
  const plateaus: Plateau[] = [];
  for (const y of tf.touched) {
    const into = tf.parent[y]!;
    if (!isPlateauEdge(into)) continue;
    const start = tailOf(graph, into);
    // only from the first node of a plateau
    if (isPlateauEdge(tf.parent[start]!)) continue;
    let end = start;
    let offBest = !onBest.has(start);
    while (offBest) {
      const next = tb.parent[end]!;
      if (next < 0 || tf.parent[headOf(graph, next)] !== next) break;
      end = headOf(graph, next);
      offBest = !onBest.has(end);
    }
    if (!offBest || end === start) continue;
    const weight = tf.dist[start]! + tb.dist[start]!;
    if (weight > bound) continue;
    const plateau = tf.dist[end]! - tf.dist[start]!;
    // the node halfway along the plateau
    let via = start;
    while (via !== end && tf.dist[via]! - tf.dist[start]! < plateau / 2) via = headOf(graph, tb.parent[via]!);
    plateaus.push({ via, weight, plateau });
  }
  plateaus.sort((a, b) => a.weight - a.plateau - (b.weight - b.plateau));
  return plateaus.slice(0, limit);
}

/**
 * The path source → `via` → target along the two unpacked trees of {@link findPlateaus}, with its exact
 * weight.
 */
export function plateauPath(
  finder: PathFinder,
  graph: Graph,
  tf: SearchSpace,
  tb: SearchSpace,
  via: number,
  sources: readonly SnapCandidate[],
  targets: readonly SnapCandidate[],
): RoutePath {
  const head: number[] = [];
  let weight = 0;
  let node = via;
  while (tf.parent[node]! >= 0) {
    const e = tf.parent[node]!;
    head.push(e);
    weight += weightOf(finder, e);
    node = tailOf(graph, e);
  }
  weight += tf.dist[node]!;
  const sourceTag = tf.seedTag[node]!;
  const directed = head.reverse();
  node = via;
  while (tb.parent[node]! >= 0) {
    const e = tb.parent[node]!;
    directed.push(e);
    weight += weightOf(finder, e);
    node = headOf(graph, e);
  }
  weight += tb.dist[node]!;
  return routePathFrom(sources, targets, sourceTag, tb.seedTag[node]!, directed, weight, graph);
}
