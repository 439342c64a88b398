import type { RoutingGraph } from '../graph/routing-graph.ts';

/** The refs of an edge, split: `BR-116;SP-230` → `['BR-116', 'SP-230']`. */
export function edgeRefs(graph: RoutingGraph, edge: number): string[] {
  return graph
    .edgeRefText(edge)
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean);
}

/** Street names of an edge as Valhalla lists them: each `ref` of `BR-116;SP-230`, then the `name`. */
export function streetNames(graph: RoutingGraph, edge: number): string[] {
  const names = edgeRefs(graph, edge);
  const name = graph.edgeNameText(edge);
  if (name && !names.includes(name)) names.push(name);
  return names;
}

/** The street an instruction names: the refs joined by `/`, else the name. */
export function instructionStreet(graph: RoutingGraph, edge: number): string {
  const refs = edgeRefs(graph, edge);
  return refs.length > 0 ? refs.join('/') : graph.edgeNameText(edge);
}

/** Whether two edges carry the same {@link streetNames} (compares string ids first, texts only when they differ). */
export function sameStreetNames(graph: RoutingGraph, a: number, b: number): boolean {
  if (graph.edgeRef[a] === graph.edgeRef[b] && graph.edgeName[a] === graph.edgeName[b]) return true;
  return streetNames(graph, a).join('/') === streetNames(graph, b).join('/');
}
