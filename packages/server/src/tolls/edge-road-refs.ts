import { wayRoadRefs } from '@freight/core';
import type { RoutingGraph } from '@freight/routing';

/** The normalised road numbers of each edge of a graph (owner first), read once per distinct `ref` text. */
export type EdgeRoadRefs = (edge: number) => readonly string[];

/**
 * A lookup of each edge's normalised road numbers (`BR-116;SP-230` → `['BR-116', 'SP-230']`).
 *
 * @example edgeRoadRefs(graph)(42).includes('BR-116')
 */
export function edgeRoadRefs(graph: RoutingGraph): EdgeRoadRefs {
  const byString = new Map<number, readonly string[]>();
  return (edge) => {
    const index = graph.edgeRef[edge]!;
    let refs = byString.get(index);
    if (refs === undefined) {
      refs = wayRoadRefs(graph.strings[index] ?? '');
      byString.set(index, refs);
    }
    return refs;
  };
}
