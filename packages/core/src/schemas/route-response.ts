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
export const routeFreightFloorSchema = z.object({
  ato: freightActSchema,
  pisos: z.array(freightFloorSchema),
});

/** Freight floor of a route. */
export type RouteFreightFloor = z.infer<typeof routeFreightFloorSchema>;

/**
 * One way of a route alternative: the trip (`rota.trip`, length in km, time in s), the toll plazas
 * passed (`pedagios.pracas`), the weighing stations (`balancas`, default `[]`), the toll `summary`, and,
 * when computed, the freight floor (`frete`) and the fuel cost (`combustivel`).
 */
export const routeWaySchema = z.object({
  rota: z.looseObject({ trip: valhallaTripSchema }),
  pedagios: z.looseObject({ pracas: z.array(tollPlazaSchema).default([]) }),
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
export const routeResponseWaypointSchema = z.object({
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
export const routeResponseSchema = z.object({
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
