/**
 * Route types the planner options accept (SPEC §3): default, shortest, avoid_tolls, efficient
 * (the default choice).
 */
export const PLANNER_ROUTE_TYPES = ['default', 'shortest', 'avoid_tolls', 'efficient'] as const;

/** One of {@link PLANNER_ROUTE_TYPES}. */
export type PlannerRouteType = (typeof PLANNER_ROUTE_TYPES)[number];

/** Route type of new planner options (SPEC §3 and §9: efficient). */
export const DEFAULT_PLANNER_ROUTE_TYPE: PlannerRouteType = 'efficient';
