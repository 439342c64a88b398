import type { Costing } from './costing.ts';
import { ROAD_CLASSES } from './road-class.ts';
import { SPEED_TABLE, UNPAVED_SPEED_FACTOR } from './speed-table.ts';
import { FLAG_UNPAVED } from '../extract/way-attributes.ts';

/** The edge attributes speed depends on. */
export interface SpeedInputs {
  edgeClass: ArrayLike<number>;
  edgeFlags: ArrayLike<number>;
  edgeMaxspeed: ArrayLike<number>;
  edgeMaxspeedHgv: ArrayLike<number>;
}

/**
 * Speed in km/h of edge `e` for a costing: the class default (×0.6 unpaved), capped by `maxspeed`
 * (`maxspeed:hgv` for trucks) and by `topSpeed`.
 */
export function edgeSpeed(graph: SpeedInputs, e: number, costing: Costing, topSpeed: number): number {
  const roadClass = ROAD_CLASSES[graph.edgeClass[e]!] ?? 'service';
  let speed = SPEED_TABLE[roadClass][costing];
  if ((graph.edgeFlags[e]! & FLAG_UNPAVED) !== 0) speed *= UNPAVED_SPEED_FACTOR;
  const tagged =
    costing === 'truck' && graph.edgeMaxspeedHgv[e]! > 0 ? graph.edgeMaxspeedHgv[e]! : graph.edgeMaxspeed[e]!;
  if (tagged > 0) speed = Math.min(speed, tagged);
  return Math.max(1, Math.min(speed, topSpeed));
}
