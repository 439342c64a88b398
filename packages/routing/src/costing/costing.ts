/** The costing models of the embedded engine, in the order of their access bits. */
export const COSTINGS = ['truck', 'bus', 'auto', 'motorcycle'] as const;

/** A costing model. */
export type Costing = (typeof COSTINGS)[number];

/** Costing used when a request names none. */
export const DEFAULT_COSTING: Costing = 'truck';

/** Bit of a costing in the per-direction access masks of an edge. */
export function costingBit(costing: Costing): number {
  return 1 << COSTINGS.indexOf(costing);
}

/** Access mask allowing every costing. */
export const ALL_COSTINGS_MASK = (1 << COSTINGS.length) - 1;

/** Valhalla `travel_type` of a costing's maneuvers. */
export const TRAVEL_TYPE: Readonly<Record<Costing, string>> = {
  truck: 'truck',
  bus: 'bus',
  auto: 'car',
  motorcycle: 'motorcycle',
};

/** Whether `name` is one of the embedded costings. */
export function isCosting(name: unknown): name is Costing {
  return typeof name === 'string' && (COSTINGS as readonly string[]).includes(name);
}
