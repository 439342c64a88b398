import { z } from 'zod';
import { freightActSchema, freightFloorSchema } from './freight-floor.ts';
import { fuelCostSchema } from './fuel-cost.ts';
import { coordinateTextSchema, latLngSchema } from './lat-lng.ts';
import { routeSummarySchema } from './route-summary.ts';
import { tollPlazaSchema } from './toll-plaza.ts';
import { truckScaleSchema } from './truck-scale.ts';
import { valhallaTripSchema } from './valhalla-trip.ts';

/**
 * The ANTT freight floor of a route alternative: the act in force and one floor per
 * (table, cargo kind, axles) cell for the route's distance.
 */
export const routeFreightFloorSchema = z.strictObject({
  ato: freightActSchema,
  pisos: z.array(freightFloorSchema),
});

/** Freight floor of a route. */
export type RouteFreightFloor = z.infer<typeof routeFreightFloorSchema>;

/**
 * The toll plazas of one way, in route order:
 * - `pracas`: the plazas the vehicle pays (numbered `p_index` 0..n-1); those without a fare in force are
 *   listed with `tarifa: null` and left out of the totals;
 * - `possiveis`: plazas the route may pay but that are not charged (a ramp plaza the road network has no
 *   ramp for, a one-direction plaza whose direction on the road is unknown);
 * - `nao_cobradas`: plazas passed that do not charge this vehicle: ARTESP point-to-point gantries, which
 *   charge only vehicles registered in that scheme.
 */
export const routeTollsSchema = z.strictObject({
  pracas: z.array(tollPlazaSchema).default([]),
  possiveis: z.array(tollPlazaSchema).default([]),
  nao_cobradas: z.array(tollPlazaSchema).default([]),
});

/** The toll plazas of one way. */
export type RouteTolls = z.infer<typeof routeTollsSchema>;

/**
 * One way of a route alternative: the trip (`rota.trip`, length in km, time in s; Valhalla's trip shape),
 * the toll plazas passed (`pedagios`), the weighing stations (`balancas`, default `[]`), the toll
 * `summary`, and, when computed, the freight floor (`frete`) and the fuel cost (`combustivel`). Strict:
 * this is the one definition of the route answer, the server's types are derived from it.
 */
export const routeWaySchema = z.strictObject({
  rota: z.strictObject({ trip: valhallaTripSchema }),
  pedagios: routeTollsSchema,
  balancas: z.array(truckScaleSchema).default([]),
  summary: routeSummarySchema,
  frete: routeFreightFloorSchema.optional(),
  combustivel: fuelCostSchema.optional(),
});

/** One way of a route alternative. */
export type RouteWay = z.infer<typeof routeWaySchema>;

/** A route alternative: the outbound way and, when the return was asked for, `volta` (same shape). */
export const routeAlternativeSchema = routeWaySchema.extend({
  volta: routeWaySchema.optional(),
});

/** A route alternative. */
export type RouteAlternative = z.infer<typeof routeAlternativeSchema>;

/**
 * A resolved waypoint of the calculation: the address text `addr` and its position `coords`.
 */
export const routeResponseWaypointSchema = z.strictObject({
  addr: z.string(),
  coords: latLngSchema,
});

/** A resolved route waypoint. */
export type RouteResponseWaypoint = z.infer<typeof routeResponseWaypointSchema>;

/**
 * Data of `POST /api/routes/route` (SPEC §3 Route response): resolved `waypoints`, the alternatives
 * `rotas` (ordered; at least one), `request_encrypted` (for share links and embeds), the echoed
 * request `config`, the `selected` alternative index (default 0), `origin` and `destination` as
 * `'lat,lng'`, and the `report_link`.
 */
export const routeResponseSchema = z.strictObject({
  waypoints: z.array(routeResponseWaypointSchema),
  rotas: z.array(routeAlternativeSchema).min(1),
  request_encrypted: z.string().nullish(),
  config: z.record(z.string(), z.unknown()).optional(),
  selected: z.number().int().min(0).default(0),
  origin: coordinateTextSchema,
  destination: coordinateTextSchema,
  report_link: z.string().nullish(),
});

/** A route calculation response. */
export type RouteResponse = z.infer<typeof routeResponseSchema>;
