import type { Costing } from './costing.ts';

/** Default `top_speed` in km/h (SPEC §9, Valhalla's default too). */
export const DEFAULT_TOP_SPEED = 140;

/** Default vehicle dimensions (m, t) per costing when the request gives none (Valhalla's truck defaults). */
export const DEFAULT_DIMENSIONS: Readonly<Record<Costing, { height: number; weight: number }>> = {
  truck: { height: 4.11, weight: 21.77 },
  bus: { height: 3.9, weight: 19 },
  auto: { height: 0, weight: 0 },
  motorcycle: { height: 0, weight: 0 },
};

/** The costing options the engine applies (SPEC §7 route body), with defaults filled in. */
export interface CostingOptions {
  costing: Costing;
  /** Minimise distance instead of time. */
  shortest: boolean;
  /** Seconds added when passing a toll booth or entering a toll road (1000 avoids tolls). */
  tollBoothPenalty: number;
  /** Speed cap in km/h. */
  topSpeed: number;
  /** Vehicle height in m (0 = not checked). */
  height: number;
  /** Vehicle weight in t (0 = not checked). */
  weight: number;
}

/** Raw costing options as a Valhalla request carries them under `costing_options[costing]`. */
export interface RawCostingOptions {
  shortest?: boolean;
  toll_booth_penalty?: number;
  top_speed?: number;
  height?: number;
  weight?: number;
}

/**
 * Fills in the defaults of a costing's options.
 *
 * @example resolveCostingOptions('truck', { toll_booth_penalty: 1000 }).topSpeed // 140
 */
export function resolveCostingOptions(costing: Costing, raw: RawCostingOptions = {}): CostingOptions {
  const dims = DEFAULT_DIMENSIONS[costing];
  return {
    costing,
    shortest: raw.shortest === true,
    tollBoothPenalty: Math.max(0, Number(raw.toll_booth_penalty ?? 0) || 0),
    topSpeed: Math.min(252, Math.max(10, Number(raw.top_speed ?? DEFAULT_TOP_SPEED) || DEFAULT_TOP_SPEED)),
    height: dims.height === 0 ? 0 : Number(raw.height ?? dims.height) || dims.height,
    weight: dims.weight === 0 ? 0 : Number(raw.weight ?? dims.weight) || dims.weight,
  };
}
