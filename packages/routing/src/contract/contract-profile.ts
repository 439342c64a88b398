import { resolveCostingOptions } from '../costing/costing-options.ts';
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

/** The metric of a profile (its costing's default options, fastest or shortest) and its hierarchy. */
export function contractProfile(
  inputs: WeightInputs,
  profile: GraphProfile,
  onProgress?: (done: number, total: number) => void,
): ContractedProfile {
  const options = { ...resolveCostingOptions(profile.costing as Costing), shortest: profile.shortest };
  const weights = edgeWeights(inputs, options);
  const ch = contractGraph(inputs.nodeCount, inputs.edgeFrom, inputs.edgeTo, weights, {
    ...(onProgress ? { onProgress } : {}),
  });
  return { weights, ch };
}
