import type { DijkstraPathFinder } from '../query/dijkstra-path-finder.ts';
import type { PathFinder, Seed } from '../query/path-finder.ts';
import { SearchSpace } from '../query/search-space.ts';

/** The road edges a path finder's results are checked against. */
export interface CheckedGraph {
  nodeCount: number;
  edgeFrom: ArrayLike<number>;
  edgeTo: ArrayLike<number>;
  nodeEdgeOffset: ArrayLike<number>;
  nodeEdges: ArrayLike<number>;
}

/** Outcome of {@link comparePathFinders}: one line per disagreement, and how many pairs had a path. */
export interface Comparison {
  mismatches: string[];
  reachable: number;
}

/**
 * Runs `pairs` pseudo-random queries through `candidate` and the Dijkstra `reference` (same metric): each
 * query has two source and two target seeds — a random node with a random weight already spent, and
 * a neighbour of it — as the engine seeds searches from the two ends of a snapped edge. Reports
 * every query whose best weight differs, or whose path (meeting node, search-tree arcs unpacked into
 * directed edges) is not a chain of usable edges from a source seed to a target seed weighing the best.
 */
export function comparePathFinders(
  graph: CheckedGraph,
  reference: DijkstraPathFinder,
  candidate: PathFinder,
  pairs: number,
  seed = 42,
): Comparison {
  const { edgeFrom, edgeTo, nodeEdgeOffset, nodeEdges } = graph;
  const { forward: wf, backward: wb } = candidate.weights;
  let state = seed;
  const random = (): number => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const seedsAround = (): Seed[] => {
    const node = Math.floor(random() * graph.nodeCount);
    const seeds: Seed[] = [{ node, weight: Math.floor(random() * 3000), tag: 0 }];
    const degree = nodeEdgeOffset[node + 1]! - nodeEdgeOffset[node]!;
    if (degree > 0) {
      const e = nodeEdges[nodeEdgeOffset[node]! + Math.floor(random() * degree)]!;
      const other = edgeFrom[e] === node ? edgeTo[e]! : edgeFrom[e]!;
      seeds.push({ node: other, weight: Math.floor(random() * 3000), tag: 1 });
    }
    return seeds;
  };
  const forward = new SearchSpace(graph.nodeCount);
  const backward = new SearchSpace(graph.nodeCount);
  const mismatches: string[] = [];
  let reachable = 0;
  for (let i = 0; i < pairs; i++) {
    const sources = seedsAround();
    const targets = seedsAround();
    const label = `${sources.map((s) => s.node).join('/')}→${targets.map((t) => t.node).join('/')}`;
    forward.reset();
    backward.reset();
    const expected = reference.search(sources, targets, forward, backward).best;
    forward.reset();
    backward.reset();
    const { best, meet } = candidate.search(sources, targets, forward, backward);
    if (best !== expected) {
      mismatches.push(`${label}: ${best} ≠ ${expected}`);
      continue;
    }
    if (best === Infinity) continue;
    reachable++;
    const head: number[] = [];
    for (let node = meet; forward.parent[node]! >= 0;) {
      const arc = forward.parent[node]!;
      head.push(arc);
      node = candidate.arcTail(arc);
    }
    const directed: number[] = [];
    for (let k = head.length - 1; k >= 0; k--) candidate.unpack(head[k]!, directed);
    for (let node = meet; backward.parent[node]! >= 0;) {
      const arc = backward.parent[node]!;
      candidate.unpack(arc, directed);
      node = candidate.arcHead(arc);
    }
    const source = sources.find((s) => s.tag === forward.seedTag[meet])!;
    const target = targets.find((t) => t.tag === backward.seedTag[meet])!;
    let node = source.node;
    let weight = source.weight + target.weight;
    let broken = '';
    for (const d of directed) {
      const e = d >> 1;
      const tail = (d & 1) === 0 ? edgeFrom[e]! : edgeTo[e]!;
      if (tail !== node) broken = `edge ${e} does not leave node ${node}`;
      weight += (d & 1) === 0 ? wf[e]! : wb[e]!;
      node = (d & 1) === 0 ? edgeTo[e]! : edgeFrom[e]!;
    }
    if (node !== target.node) broken ||= `path ends at ${node}, not at ${target.node}`;
    if (weight !== best) broken ||= `path weighs ${weight}, not ${best}`;
    if (broken) mismatches.push(`${label}: ${broken}`);
  }
  return { mismatches, reachable };
}
