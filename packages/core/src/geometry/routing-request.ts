import type { MapWaypoint } from '../schemas/map-waypoint.ts';
import type {
  DirectionsOptions,
  RoutingCosting,
  RoutingLocation,
  RoutingServiceRequest,
} from '../schemas/routing-service-request.ts';

/** Routing options of a map routing request. */
export interface RoutingRequestOptions {
  /** Costing model; default `'truck'`. */
  costing?: RoutingCosting;
  /** Options per costing model, e.g. `{ truck: { top_speed: 140 } }`. Left out when not given. */
  costingOptions?: Record<string, Record<string, unknown>>;
  /** Directions options; default `{ units: 'km', language: 'pt-BR' }`. */
  directionsOptions?: Partial<DirectionsOptions>;
  /** Number of alternative routes (0–3). Left out when not given. */
  alternates?: number;
  /** Request id echoed by the service. Left out when not given. */
  id?: string;
}

const LOCATION_OPTION_KEYS = [
  'type',
  'heading',
  'heading_tolerance',
  'street',
  'way_id',
  'minimum_reachability',
  'radius',
] as const;

/**
 * The routing-service location of a map waypoint: `lat`, `lon`, and only the waypoint options that are set.
 *
 * @example toRoutingLocation({ latLng: { lat: -23.5, lng: -46.6 }, name: '', radius: 50 }) // { lat: -23.5, lon: -46.6, radius: 50 }
 */
export function toRoutingLocation(waypoint: MapWaypoint): RoutingLocation {
  const location: Record<string, unknown> = { lat: waypoint.latLng.lat, lon: waypoint.latLng.lng };
  for (const key of LOCATION_OPTION_KEYS) {
    if (waypoint[key] !== undefined) location[key] = waypoint[key];
  }
  return location as RoutingLocation;
}

/**
 * The JSON of a map routing request (SPEC §7 Routing service request): the waypoints as locations plus
 * the routing options.
 *
 * @example buildRoutingRequest(waypoints, { costing: 'truck', alternates: 2 })
 */
export function buildRoutingRequest(
  waypoints: readonly MapWaypoint[],
  options: RoutingRequestOptions = {},
): RoutingServiceRequest {
  const request: RoutingServiceRequest = {
    locations: waypoints.map(toRoutingLocation),
    costing: options.costing ?? 'truck',
    directions_options: options.directionsOptions ?? { units: 'km', language: 'pt-BR' },
  };
  if (options.costingOptions) request.costing_options = options.costingOptions;
  if (options.alternates !== undefined) request.alternates = options.alternates;
  if (options.id !== undefined) request.id = options.id;
  return request;
}

/**
 * The address of a routing request: the service URL with the request JSON in its `json` parameter
 * (appended with `?` or `&` as the URL needs).
 *
 * @example routingRequestUrl('https://valhalla.example/route', request) // 'https://valhalla.example/route?json=%7B…'
 */
export function routingRequestUrl(serviceUrl: string, request: RoutingServiceRequest): string {
  const separator = serviceUrl.includes('?') ? '&' : '?';
  return `${serviceUrl}${separator}json=${encodeURIComponent(JSON.stringify(request))}`;
}
