/** Modes of the planner (`mode` attribute): create a route, view a saved one, or enter it by hand. */
export const PLANNER_MODES = ['create', 'view', 'manual'] as const;

/** One of {@link PLANNER_MODES}. */
export type PlannerMode = (typeof PLANNER_MODES)[number];

/**
 * Reads the `mode` attribute: `'create'`, `'view'` or `'manual'` (case and spaces ignored); anything
 * else, or nothing, gives `'create'`.
 *
 * @example parsePlannerMode(' View ') // 'view'
 */
export function parsePlannerMode(value: string | null | undefined): PlannerMode {
  const mode = (value ?? '').trim().toLowerCase();
  return (PLANNER_MODES as readonly string[]).includes(mode) ? (mode as PlannerMode) : 'create';
}
