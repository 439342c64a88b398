export { bearing } from './bearing.ts';
export {
  closestPointOnSegment,
  distanceToPolyline,
  distanceToSegment,
  MISSING_ROUTE_TOLERANCE_M,
} from './distance-to-polyline.ts';
export { EARTH_RADIUS_M, haversineDistance, haversineMeters, haversineSteps } from './haversine.ts';
export { METERS_PER_DEGREE, metersBetween } from './meters-between.ts';
export { POINT_GRID_CELL_DEGREES, PointGrid } from './point-grid.ts';
export type { NearestPoint } from './point-grid.ts';
export { decodePolyline, decodePolylineColumns, encodePolyline, POLYLINE_PRECISION } from './polyline.ts';
export type { LatLngTuple, PolylineColumns } from './polyline.ts';
export { projectOnSegment, segmentDirection } from './project-on-segment.ts';
export type { SegmentProjection } from './project-on-segment.ts';
export { routingErrorFrom } from './routing-error.ts';
export type { RoutingError } from './routing-error.ts';
export { buildRoutingRequest, routingRequestUrl, toRoutingLocation } from './routing-request.ts';
export type { RoutingRequestOptions } from './routing-request.ts';
export {
  DEFAULT_ROUTE_COLOR,
  floorCoordinate,
  ROUTE_NAME_SEPARATOR,
  routeName,
  toRoutingServiceRoute,
  toRoutingServiceRoutes,
  transitColor,
} from './routing-service-route.ts';
