import { AVOID_TOLLS_PENALTY } from '@freight/core';
import { resolveCostingOptions } from '../costing/costing-options.ts';
import type { CostingOptions } from '../costing/costing-options.ts';
import type { Costing } from '../costing/costing.ts';
import { edgeWeights } from '../costing/edge-weights.ts';
import type { EdgeWeights, WeightInputs } from '../costing/edge-weights.ts';
import type { GraphProfile } from '../graph/graph-manifest.ts';
import { contractGraph } from './contract-graph.ts';
import type { ContractionHierarchy } from './contraction-hierarchy.ts';

/** A profile's metric and its contraction hierarchy. */
export interface ContractedProfile {
  weights: EdgeWeights;
  ch: ContractionHierarchy;
}

/** The options of a profile's metric: its costing's defaults, fastest or shortest, avoiding tolls or not. */
export function profileOptions(profile: GraphProfile): CostingOptions {
  return {
    ...resolveCostingOptions(profile.costing as Costing),
    shortest: profile.shortest,
    ...(profile.avoidTolls === true ? { tollBoothPenalty: AVOID_TOLLS_PENALTY } : {}),
  };
}

/** The metric of a profile (its costing's default options, fastest or shortest) and its hierarchy. */
export function contractProfile(
  inputs: WeightInputs,
  profile: GraphProfile,
  onProgress?: (done: number, total: number) => void,
): ContractedProfile {
  const weights = edgeWeights(inputs, profileOptions(profile));
  const ch = contractGraph(inputs.nodeCount, inputs.edgeFrom, inputs.edgeTo, weights, {
    ...(onProgress ? { onProgress } : {}),
  });
  return { weights, ch };
}
