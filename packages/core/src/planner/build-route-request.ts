import { formatRetroactiveDate } from '../validation/retroactive-date.ts';
import type { FuelConsumption } from '../schemas/fuel-cost.ts';
import type { Options } from '../schemas/options.ts';
import { AVOID_TOLLS_PENALTY, TOP_SPEED_KMH } from '../schemas/route-request.ts';
import type {
  RouteCosting,
  RouteMode,
  RouteRequest,
  RouteRequestWaypoint,
} from '../schemas/route-request.ts';
import type { RouteType } from '../schemas/route-type.ts';
import type { Vehicle } from '../vehicle/vehicle.ts';
import type { VehicleCategory } from '../schemas/vehicle-category.ts';
import type { Waypoint } from '../schemas/waypoint.ts';

/** What {@link buildRouteRequest} needs. */
export interface BuildRouteRequestInput {
  /** The planner's waypoints, origin first. */
  waypoints: readonly Waypoint[];
  /** The planner's vehicle (category, axles, rear wheel type are used). */
  vehicle: Pick<Vehicle, 'category' | 'axis' | 'rearWheelType'>;
  /** The planner's options (route type, shortest, return, retroactive date are used). */
  options: Pick<Options, 'type_route' | 'shortest' | 'calculateReturn' | 'retroactiveDate'>;
  /** Calculation mode; default `'mc'`. */
  mode?: RouteMode;
  /** Login code of the integration, sent as `login_cod` when given. */
  loginCod?: string;
  /** Fuel price (R$/l) and consumption (km/l), sent as `consumo_combustivel` when given. */
  fuel?: FuelConsumption;
}

const COSTING_BY_CATEGORY: Readonly<Record<VehicleCategory, RouteCosting>> = {
  truck: 'truck',
  bus: 'bus',
  auto: 'auto',
  motorcycle: 'motorcycle',
};

function toRequestWaypoint(waypoint: Waypoint): RouteRequestWaypoint {
  const { lat, lng } = waypoint.coordinates;
  const name = waypoint.searchText.trim();
  const hasPosition = Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);
  return hasPosition ? { name, lat, lng } : { name };
}

/**
 * The body of `POST /api/routes/route` for the planner's state (SPEC §7):
 * - waypoints: `{ name, lat, lng }` per planner waypoint; `lat`/`lng` left out while the position is
 *   the `0,0` "none" default (the server then geocodes `name`);
 * - `type_route`: the option, with `'default'` sent as `'efficient'`;
 * - `config_rota`: `volta` from `calculateReturn`; costing by category (truck → `truck`, bus → `bus`,
 *   auto → `auto`, motorcycle → `motorcycle`); options of that costing: `shortest` when the route type
 *   is `shortest` or the `shortest` option is on, `toll_booth_penalty` 1000 for `avoid_tolls` else 0,
 *   `top_speed` 140; directions in km, pt-BR, maneuvers, with narrative;
 * - `config_veiculo`: category, axles and rear wheel type when chosen;
 * - `config_pedagio.prices_from_date`: the retroactive date as `yyyy-MM-dd`, `''` when empty or invalid.
 *
 * @example
 * buildRouteRequest({ waypoints, vehicle: DEFAULT_VEHICLE, options: { ...DEFAULT_OPTIONS, type_route: 'avoid_tolls' } })
 *   .config_rota.costing_options.truck // { shortest: false, toll_booth_penalty: 1000, top_speed: 140 }
 */
export function buildRouteRequest(input: BuildRouteRequestInput): RouteRequest {
  const { vehicle, options } = input;
  const type: RouteType = options.type_route === 'default' ? 'efficient' : options.type_route;
  const costing = COSTING_BY_CATEGORY[vehicle.category];
  const request: RouteRequest = {
    waypoints: input.waypoints.map(toRequestWaypoint),
    type_route: type,
    mc: input.mode ?? 'mc',
    config_rota: {
      volta: options.calculateReturn,
      costing,
      costing_options: {
        [costing]: {
          shortest: type === 'shortest' || options.shortest,
          toll_booth_penalty: type === 'avoid_tolls' ? AVOID_TOLLS_PENALTY : 0,
          top_speed: TOP_SPEED_KMH,
        },
      },
      directions_options: { units: 'km', language: 'pt-BR', directions_type: 'maneuvers', narrative: true },
    },
    config_veiculo: {
      categoria: vehicle.category,
      eixos: vehicle.axis,
      ...(vehicle.rearWheelType ? { rodagem: vehicle.rearWheelType } : {}),
    },
    config_pedagio: { prices_from_date: formatRetroactiveDate(options.retroactiveDate) },
  };
  if (input.loginCod !== undefined) request.login_cod = input.loginCod;
  if (input.fuel) request.consumo_combustivel = { preco: input.fuel.preco, consumo: input.fuel.consumo };
  return request;
}
