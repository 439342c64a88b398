import { costingBit } from './costing.ts';
import type { CostingOptions } from './costing-options.ts';
import { edgeSpeed } from './edge-speed.ts';
import type { SpeedInputs } from './edge-speed.ts';
import { FLAG_TOLL } from '../extract/way-attributes.ts';
import { NODE_TOLL } from '../extract/road-network.ts';

/** Weight of a direction no vehicle of the costing may use. */
export const NO_ACCESS = 0xffffffff;

/** The edge attributes a metric depends on. */
export interface WeightInputs extends SpeedInputs {
  nodeCount: number;
  edgeCount: number;
  edgeFrom: ArrayLike<number>;
  edgeTo: ArrayLike<number>;
  edgeLength: ArrayLike<number>;
  edgeForward: ArrayLike<number>;
  edgeBackward: ArrayLike<number>;
  edgeMaxweight: ArrayLike<number>;
  edgeMaxheight: ArrayLike<number>;
  nodeFlags: ArrayLike<number>;
}

/** Integer weights of each edge direction under one metric, and whether each direction may be used. */
export interface EdgeWeights {
  forward: Uint32Array;
  backward: Uint32Array;
}

/**
 * The metric of a costing: integer weights per edge direction, in tenths of a second (fastest) or metres
 * (shortest), plus `toll_booth_penalty` (×10) on arriving at a toll booth node and on entering a toll road
 * from a free one. Directions the costing may not use (access, oneway, `maxheight`/`maxweight` below the
 * vehicle) get {@link NO_ACCESS}. Integer weights make contraction hierarchies and Dijkstra agree exactly.
 */
export function edgeWeights(graph: WeightInputs, options: CostingOptions): EdgeWeights {
  const bit = costingBit(options.costing);
  const forward = new Uint32Array(graph.edgeCount);
  const backward = new Uint32Array(graph.edgeCount);
  const penalty = Math.round(options.tollBoothPenalty * 10);
  let freeNode: Uint8Array | null = null;
  if (penalty > 0) {
    freeNode = new Uint8Array(graph.nodeCount);
    for (let e = 0; e < graph.edgeCount; e++) {
      if ((graph.edgeFlags[e]! & FLAG_TOLL) === 0) {
        freeNode[graph.edgeFrom[e]!] = 1;
        freeNode[graph.edgeTo[e]!] = 1;
      }
    }
  }
  for (let e = 0; e < graph.edgeCount; e++) {
    const height = graph.edgeMaxheight[e]!;
    const weightLimit = graph.edgeMaxweight[e]!;
    const fits =
      (height === 0 || options.height === 0 || height >= options.height) &&
      (weightLimit === 0 || options.weight === 0 || weightLimit >= options.weight);
    let base: number;
    if (options.shortest) base = Math.max(1, Math.round(graph.edgeLength[e]!));
    else {
      const speed = edgeSpeed(graph, e, options.costing, options.topSpeed);
      base = Math.max(1, Math.round((graph.edgeLength[e]! / (speed / 3.6)) * 10));
    }
    let f = base;
    let b = base;
    if (penalty > 0) {
      const from = graph.edgeFrom[e]!;
      const to = graph.edgeTo[e]!;
      if ((graph.nodeFlags[to]! & NODE_TOLL) !== 0) f += penalty;
      if ((graph.nodeFlags[from]! & NODE_TOLL) !== 0) b += penalty;
      if ((graph.edgeFlags[e]! & FLAG_TOLL) !== 0) {
        if (freeNode![from] === 1) f += penalty;
        if (freeNode![to] === 1) b += penalty;
      }
    }
    forward[e] = fits && (graph.edgeForward[e]! & bit) !== 0 ? f : NO_ACCESS;
    backward[e] = fits && (graph.edgeBackward[e]! & bit) !== 0 ? b : NO_ACCESS;
  }
  return { forward, backward };
}
