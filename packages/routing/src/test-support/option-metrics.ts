import { resolveCostingOptions } from '../costing/costing-options.ts';
import { edgeWeights } from '../costing/edge-weights.ts';
import type { EdgeWeights, WeightInputs } from '../costing/edge-weights.ts';
import { NODE_TOLL } from '../extract/road-network.ts';
import { FLAG_TOLL } from '../extract/way-attributes.ts';

/** A named metric of the route options hierarchies are not built for. */
export interface OptionMetric {
  name: string;
  weights: EdgeWeights;
}

/**
 * Truck metrics of the product's options: fastest, shortest, avoiding tolls (`toll_booth_penalty` 1000),
 * a low `top_speed` (40 km/h) and a truck too tall (4.8 m) for the roads with a lower `maxheight`.
 */
export function optionMetrics(inputs: WeightInputs): OptionMetric[] {
  const truck = resolveCostingOptions('truck');
  return [
    { name: 'truck fastest', weights: edgeWeights(inputs, truck) },
    { name: 'truck shortest', weights: edgeWeights(inputs, { ...truck, shortest: true }) },
    { name: 'truck avoiding tolls', weights: edgeWeights(inputs, { ...truck, tollBoothPenalty: 1000 }) },
    { name: 'truck top_speed 40', weights: edgeWeights(inputs, { ...truck, topSpeed: 40 }) },
    { name: 'truck 4.8 m tall', weights: edgeWeights(inputs, { ...truck, height: 4.8 }) },
  ];
}

/**
 * The attributes of a network with no tolls or clearances (the synthetic one) plus some: a toll booth
 * at every 97th node, toll roads on every 7th edge, a 4.5 m `maxheight` on every 11th edge that had none
 * (so the default truck's metric is unchanged).
 */
export function withTollsAndClearances(inputs: WeightInputs): WeightInputs {
  const nodeFlags = Uint8Array.from(inputs.nodeFlags, (f, n) => (n % 97 === 0 ? f | NODE_TOLL : f));
  const edgeFlags = Uint8Array.from(inputs.edgeFlags, (f, e) => (e % 7 === 0 ? f | FLAG_TOLL : f));
  const edgeMaxheight = Float32Array.from(inputs.edgeMaxheight, (h, e) =>
    e % 11 === 0 && h === 0 ? 4.5 : h,
  );
  return { ...inputs, nodeFlags, edgeFlags, edgeMaxheight };
}
