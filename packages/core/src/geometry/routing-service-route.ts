import type { LatLng } from '../schemas/lat-lng.ts';
import type { MapWaypoint } from '../schemas/map-waypoint.ts';
import type { Bounds, RoutingServiceRoute, SubRoute } from '../schemas/routing-service-route.ts';
import type { ValhallaManeuver } from '../schemas/valhalla-maneuver.ts';
import type { ValhallaRouteResponse, ValhallaTrip } from '../schemas/valhalla-trip.ts';
import { decodePolyline, encodePolyline } from './polyline.ts';

/** Line colour of sub-routes without transit colour: the route blue of the map (SPEC §9). */
export const DEFAULT_ROUTE_COLOR = '#1976d2';

/** Separator between origin and destination in a route name. */
export const ROUTE_NAME_SEPARATOR = '|';

const METRES_PER_UNIT: Readonly<Record<string, number>> = {
  kilometers: 1000,
  km: 1000,
  miles: 1609.344,
  mi: 1609.344,
};

/**
 * A coordinate floored (towards −∞, not truncated) to `decimals` places, immune to binary noise such as
 * `1.005 * 1000 = 1004.999…`.
 *
 * @example floorCoordinate(-23.5489) // -23.549
 * @example floorCoordinate(-46.6381) // -46.639
 */
export function floorCoordinate(value: number, decimals = 3): number {
  const factor = 10 ** decimals;
  return Math.floor(Number((value * factor).toFixed(6))) / factor;
}

/**
 * Name of a route: origin and destination floored to 3 decimals, written `lat,lng` with 3 fixed decimals
 * and joined by {@link ROUTE_NAME_SEPARATOR}.
 *
 * @example routeName({ lat: -23.5489, lng: -46.6388 }, { lat: -25.4284, lng: -49.2733 }) // '-23.549,-46.639|-25.429,-49.274'
 */
export function routeName(origin: LatLng, destination: LatLng): string {
  const text = (p: LatLng): string =>
    `${floorCoordinate(p.lat).toFixed(3)},${floorCoordinate(p.lng).toFixed(3)}`;
  return `${text(origin)}${ROUTE_NAME_SEPARATOR}${text(destination)}`;
}

/**
 * `'#rrggbb'` of a Valhalla transit colour (RGB integer, or hex text with or without `#`); `undefined`
 * when absent or unreadable.
 *
 * @example transitColor(0x2e7d32) // '#2e7d32'
 */
export function transitColor(color: number | string | undefined): string | undefined {
  if (typeof color === 'number') {
    return Number.isInteger(color) && color >= 0 && color <= 0xffffff
      ? `#${color.toString(16).padStart(6, '0')}`
      : undefined;
  }
  if (typeof color === 'string' && /^#?[0-9a-fA-F]{6}$/.test(color)) {
    return `#${color.replace('#', '').toLowerCase()}`;
  }
  return undefined;
}

interface PlacedManeuver {
  maneuver: ValhallaManeuver;
  begin: number;
  end: number;
}

function subRoutesOf(coordinates: readonly LatLng[], maneuvers: readonly PlacedManeuver[]): SubRoute[] {
  const subRoutes: SubRoute[] = [];
  let current: { travelType: string; color: string; begin: number; end: number } | undefined;
  const flush = (): void => {
    if (!current) return;
    subRoutes.push({
      travel_type: current.travelType,
      coordinates: coordinates.slice(current.begin, current.end + 1),
      styles: [{ color: current.color }],
    });
  };
  for (const { maneuver, begin, end } of maneuvers) {
    if (end <= begin) continue;
    const travelType = maneuver.travel_type;
    const color = transitColor(maneuver.transit_info?.color) ?? DEFAULT_ROUTE_COLOR;
    if (current && current.travelType === travelType && current.color === color && current.end === begin) {
      current.end = end;
    } else {
      flush();
      current = { travelType, color, begin, end };
    }
  }
  flush();
  return subRoutes;
}

function boundsOf(
  trip: ValhallaTrip,
  coordinates: readonly LatLng[],
  waypoints: readonly MapWaypoint[],
): Bounds {
  const { min_lat, min_lon, max_lat, max_lon } = trip.summary;
  if (min_lat !== undefined && min_lon !== undefined && max_lat !== undefined && max_lon !== undefined) {
    return { southWest: { lat: min_lat, lng: min_lon }, northEast: { lat: max_lat, lng: max_lon } };
  }
  const points = coordinates.length > 0 ? coordinates : waypoints.map((waypoint) => waypoint.latLng);
  if (points.length === 0) return { southWest: { lat: 0, lng: 0 }, northEast: { lat: 0, lng: 0 } };
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return {
    southWest: { lat: Math.min(...lats), lng: Math.min(...lngs) },
    northEast: { lat: Math.max(...lats), lng: Math.max(...lngs) },
  };
}

/**
 * The route the map draws (SPEC §3 Routing-service route) from a Valhalla trip and the waypoints asked for:
 * - `name`: first and last input waypoints (else the trip's first and last locations) via {@link routeName};
 * - `coordinates`: every leg's shape (precision 6) decoded and concatenated, the joint a leg shares with
 *   the previous one kept once; `polyline` is their precision-6 encoding;
 * - `subRoutes`: for `multimodal` costing only (else `[]`), consecutive maneuvers of the same
 *   `travel_type` and colour (transit colour, else {@link DEFAULT_ROUTE_COLOR});
 * - `summary`: `totalDistance` in metres (the trip length is in its `units`, km by default),
 *   `totalTime` in seconds;
 * - `waypointIndices`: index in `coordinates` of the start of the first leg and the end of each leg;
 * - `bounds`: from the trip summary's min/max lat/lon (else from the coordinates).
 */
export function toRoutingServiceRoute(
  trip: ValhallaTrip,
  inputWaypoints: readonly MapWaypoint[],
  costing: string,
): RoutingServiceRoute {
  const coordinates: LatLng[] = [];
  const placed: PlacedManeuver[] = [];
  const waypointIndices: number[] = [];
  for (const leg of trip.legs) {
    const shape = decodePolyline(leg.shape).map(([lat, lng]) => ({ lat, lng }));
    const last = coordinates[coordinates.length - 1];
    const first = shape[0];
    const joined =
      last !== undefined && first !== undefined && last.lat === first.lat && last.lng === first.lng;
    const offset = joined ? coordinates.length - 1 : coordinates.length;
    coordinates.push(...(joined ? shape.slice(1) : shape));
    if (waypointIndices.length === 0) waypointIndices.push(offset);
    waypointIndices.push(Math.max(offset, coordinates.length - 1));
    for (const maneuver of leg.maneuvers) {
      placed.push({
        maneuver,
        begin: offset + maneuver.begin_shape_index,
        end: offset + maneuver.end_shape_index,
      });
    }
  }
  const origin = inputWaypoints[0]?.latLng ?? toLatLng(trip.locations[0]);
  const destination = inputWaypoints[inputWaypoints.length - 1]?.latLng ?? toLatLng(trip.locations.at(-1));
  const metresPerUnit = METRES_PER_UNIT[trip.units] ?? 1000;
  return {
    name: origin && destination ? routeName(origin, destination) : '',
    unit: trip.units,
    costing,
    polyline: encodePolyline(coordinates.map(({ lat, lng }) => [lat, lng])),
    coordinates,
    subRoutes: costing === 'multimodal' ? subRoutesOf(coordinates, placed) : [],
    summary: {
      totalDistance: Math.round(trip.summary.length * metresPerUnit * 1000) / 1000,
      totalTime: trip.summary.time,
    },
    inputWaypoints: [...inputWaypoints],
    waypointIndices,
    bounds: boundsOf(trip, coordinates, inputWaypoints),
  };
}

function toLatLng(location: { lat: number; lon: number } | undefined): LatLng | undefined {
  return location ? { lat: location.lat, lng: location.lon } : undefined;
}

/**
 * The main route and the alternates of a Valhalla `/route` answer, main first, each mapped with
 * {@link toRoutingServiceRoute}.
 */
export function toRoutingServiceRoutes(
  response: Pick<ValhallaRouteResponse, 'trip' | 'alternates'>,
  inputWaypoints: readonly MapWaypoint[],
  costing: string,
): RoutingServiceRoute[] {
  return [response.trip, ...response.alternates.map((alternate) => alternate.trip)].map((trip) =>
    toRoutingServiceRoute(trip, inputWaypoints, costing),
  );
}
