/** Name of the routing engine this package provides (issue: embedded routing engine). */
export const ROUTING_ENGINES = ['embedded', 'valhalla'] as const;

/** A routing engine name, as the server's configuration chooses it. */
export type RoutingEngineName = (typeof ROUTING_ENGINES)[number];
