import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from './lat-lng.ts';
import { locationTypeSchema } from './map-waypoint.ts';

/** Costing models of the routing service (Valhalla `CostingType`). */
export const routingCostingSchema = z.enum([
  'auto',
  'bicycle',
  'pedestrian',
  'truck',
  'bus',
  'taxi',
  'motor_scooter',
  'motorcycle',
  'multimodal',
  'bikeshare',
  'auto_pedestrian',
]);

/** A routing costing model. */
export type RoutingCosting = z.infer<typeof routingCostingSchema>;

/**
 * One location of a routing-service request (SPEC §7): `lat`, `lon` and the waypoint options that are set
 * (`type`, `heading`, `heading_tolerance`, `street`, `way_id`, `minimum_reachability`, `radius`).
 */
export const routingLocationSchema = z.object({
  lat: latitudeSchema,
  lon: longitudeSchema,
  type: locationTypeSchema.optional(),
  heading: z.number().int().min(0).max(360).optional(),
  heading_tolerance: z.number().int().min(0).max(180).optional(),
  street: z.string().optional(),
  way_id: z.number().int().optional(),
  minimum_reachability: z.number().int().min(0).optional(),
  radius: z.number().int().min(0).optional(),
});

/** A routing-service location. */
export type RoutingLocation = z.infer<typeof routingLocationSchema>;

const unitsSchema = z.enum(['km', 'kilometers', 'miles', 'mi']);
const directionsTypeSchema = z.enum(['none', 'maneuvers', 'instructions']);

/**
 * Directions options (Valhalla): `units` (`'km'` or `'kilometers'`, also miles), `language` (BCP 47,
 * e.g. `'pt-BR'`), `directions_type` and the legacy `narrative` flag. Defaults: `'km'`, `'pt-BR'`,
 * `'maneuvers'`, `true`.
 */
export const directionsOptionsSchema = z.object({
  units: unitsSchema.default('km'),
  language: z.string().max(35).default('pt-BR'),
  directions_type: directionsTypeSchema.default('maneuvers'),
  narrative: z.boolean().default(true),
});

/** Directions options. */
export type DirectionsOptions = z.infer<typeof directionsOptionsSchema>;

/**
 * The JSON the map sends to the routing service in its `json` parameter (SPEC §7 Routing service
 * request): at least two locations, the costing model, costing options keyed by costing name,
 * directions options, and the number of alternates wanted.
 */
export const routingServiceRequestSchema = z.looseObject({
  locations: z.array(routingLocationSchema).min(2),
  costing: routingCostingSchema,
  costing_options: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  directions_options: z
    .object({
      units: unitsSchema.optional(),
      language: z.string().optional(),
      directions_type: directionsTypeSchema.optional(),
      narrative: z.boolean().optional(),
    })
    .optional(),
  alternates: z.number().int().min(0).max(3).optional(),
  id: z.string().optional(),
});

/** A routing-service request. */
export type RoutingServiceRequest = z.infer<typeof routingServiceRequestSchema>;
