import { NODE_TOLL } from '../extract/road-network.ts';
import type { RoutingGraph } from './routing-graph.ts';

/** A toll booth or gantry kept as a graph node, with the refs and names of the roads through it. */
export interface TollBoothNode {
  node: number;
  osmId: number;
  lat: number;
  lon: number;
  refs: string[];
  names: string[];
}

/** Every toll booth node of a graph (for matching toll plazas to the network). */
export function tollBoothNodes(graph: RoutingGraph): TollBoothNode[] {
  const booths: TollBoothNode[] = [];
  for (let n = 0; n < graph.nodeCount; n++) {
    if ((graph.nodeFlags[n]! & NODE_TOLL) === 0) continue;
    const refs = new Set<string>();
    const names = new Set<string>();
    for (let i = graph.nodeEdgeOffset[n]!; i < graph.nodeEdgeOffset[n + 1]!; i++) {
      const e = graph.nodeEdges[i]!;
      for (const ref of graph.edgeRefText(e).split(';')) if (ref.trim()) refs.add(ref.trim());
      if (graph.edgeNameText(e)) names.add(graph.edgeNameText(e));
    }
    booths.push({
      node: n,
      osmId: graph.nodeOsmId[n]!,
      lat: graph.nodeLat[n]!,
      lon: graph.nodeLon[n]!,
      refs: [...refs],
      names: [...names],
    });
  }
  return booths;
}
