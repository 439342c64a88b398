import { z } from 'zod';
import { INVALID_AXIS_MESSAGE, REQUIRED_MESSAGE } from './messages.ts';
import { directionsOptionsSchema } from './routing-service-request.ts';
import { routeTypeSchema } from './route-type.ts';
import { fuelConsumptionSchema } from './fuel-cost.ts';
import { latitudeSchema, longitudeSchema } from './lat-lng.ts';
import { MAX_WAYPOINTS, TEXT_LIMITS } from './text-fields.ts';
import { rearWheelTypeSchema, vehicleCategorySchema } from './vehicle-category.ts';
import type { VehicleCategory } from './vehicle-category.ts';

/** Toll-booth penalty sent when the route type is `avoid_tolls` (SPEC §9). */
export const AVOID_TOLLS_PENALTY = 1000;

/** Top speed sent to the routing engine, km/h (SPEC §9). */
export const TOP_SPEED_KMH = 140;

/**
 * One waypoint of a route calculation: the address text `name` (at most 500 characters) and, when known, its
 * position `lat`/`lng` (numbers in range).
 * A waypoint without position is geocoded by the server from `name` (which is then required, 'Esse campo
 * é obrigatório'); `lat` and `lng` come together or not at all.
 *
 * @example routeRequestWaypointSchema.parse({ name: 'Curitiba, PR', lat: -25.4284, lng: -49.2733 })
 */
export const routeRequestWaypointSchema = z
  .object({
    name: z.string().trim().max(TEXT_LIMITS.waypoint).default(''),
    lat: latitudeSchema.optional(),
    lng: longitudeSchema.optional(),
  })
  .superRefine((waypoint, ctx) => {
    const hasLat = waypoint.lat !== undefined;
    const hasLng = waypoint.lng !== undefined;
    if (hasLat !== hasLng) {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: [hasLat ? 'lng' : 'lat'] });
    } else if (!hasLat && waypoint.name === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['name'] });
    }
  });

/** A route-calculation waypoint. */
export type RouteRequestWaypoint = z.infer<typeof routeRequestWaypointSchema>;

/** Calculation mode (SPEC §4): `mc` from the settings panel's Calculate, `dc` after dragging on the map. */
export const routeModeSchema = z.enum(['mc', 'dc']);

/** A calculation mode. */
export type RouteMode = z.infer<typeof routeModeSchema>;

/** Costing models a route calculation may use: one per vehicle category. */
export const routeCostingSchema = z.enum(['truck', 'bus', 'auto', 'motorcycle']);

/** A route-calculation costing. */
export type RouteCosting = z.infer<typeof routeCostingSchema>;

/** Largest toll-booth penalty, seconds (one hour). */
export const MAX_TOLL_BOOTH_PENALTY = 3600;

/**
 * Costing options of the chosen costing: `shortest` (default `false`), `toll_booth_penalty` (s, 0–3600,
 * default 0; {@link AVOID_TOLLS_PENALTY} to avoid tolls) and `top_speed` (km/h, 10–252, default 140).
 */
export const routeCostingOptionsSchema = z.object({
  shortest: z.boolean().default(false),
  toll_booth_penalty: z.number().min(0).max(MAX_TOLL_BOOTH_PENALTY).default(0),
  top_speed: z.number().min(10).max(252).default(TOP_SPEED_KMH),
});

/** Costing options of a route calculation. */
export type RouteCostingOptions = z.infer<typeof routeCostingOptionsSchema>;

const AXIS_RANGE: Readonly<Record<VehicleCategory, readonly [number, number]>> = {
  truck: [2, 15],
  auto: [2, 4],
  bus: [2, 4],
  motorcycle: [2, 2],
};

/**
 * Vehicle of a route calculation: `categoria`, `eixos` (truck 2–15, auto and bus 2–4, motorcycle 2,
 * SPEC §5) and the optional rear wheel type `rodagem`.
 */
export const routeVehicleConfigSchema = z
  .object({
    categoria: vehicleCategorySchema,
    eixos: z.number().int(),
    rodagem: rearWheelTypeSchema.optional(),
  })
  .superRefine((vehicle, ctx) => {
    const [min, max] = AXIS_RANGE[vehicle.categoria];
    if (vehicle.eixos < min || vehicle.eixos > max) {
      ctx.addIssue({ code: 'custom', message: INVALID_AXIS_MESSAGE, path: ['eixos'] });
    }
  });

/** Vehicle of a route calculation. */
export type RouteVehicleConfig = z.infer<typeof routeVehicleConfigSchema>;

/**
 * Body of `POST /api/routes/route` (SPEC §7): `login_cod` (optional), 2 to {@link MAX_WAYPOINTS} `waypoints`,
 * `type_route`, the mode `mc`, `config_rota` (return trip `volta`, `costing` by vehicle category,
 * `costing_options` keyed by that costing, `directions_options` defaulting to km, pt-BR, maneuvers,
 * narrative), `config_veiculo`, `config_pedagio.prices_from_date` (`yyyy-MM-dd`, or `''` for today's
 * fares) and `ponto_a_ponto` (default false), and the optional `consumo_combustivel`. Build it with `buildRouteRequest`.
 */
export const routeRequestSchema = z.object({
  login_cod: z.string().max(TEXT_LIMITS.code).optional(),
  waypoints: z
    .array(routeRequestWaypointSchema)
    .min(2, REQUIRED_MESSAGE)
    .max(MAX_WAYPOINTS, `Informe no máximo ${MAX_WAYPOINTS} pontos`),
  type_route: routeTypeSchema.default('efficient'),
  mc: routeModeSchema.default('mc'),
  config_rota: z.object({
    volta: z.boolean().default(false),
    costing: routeCostingSchema.default('truck'),
    costing_options: z.partialRecord(routeCostingSchema, routeCostingOptionsSchema).default({}),
    directions_options: directionsOptionsSchema.prefault({}),
  }),
  config_veiculo: routeVehicleConfigSchema,
  config_pedagio: z
    .object({
      prices_from_date: z
        .string()
        .regex(/^(\d{4}-\d{2}-\d{2})?$/)
        .default(''),
      /**
       * The vehicle is registered in the ARTESP point-to-point scheme: it pays the point-to-point gantries
       * and skips the conventional plaza beside each. Default false: gantries are listed as not charged.
       */
      ponto_a_ponto: z.boolean().optional(),
    })
    .prefault({}),
  consumo_combustivel: fuelConsumptionSchema.optional(),
});

/** A route-calculation body. */
export type RouteRequest = z.infer<typeof routeRequestSchema>;
