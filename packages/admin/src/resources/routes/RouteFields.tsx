import { formatDistance, formatDuration, parseSavedRouteWaypoints, ROUTE_TYPE_LABELS } from '@freight/core';
import type { RouteType } from '@freight/core';
import { useRecordContext } from 'react-admin';

/** Props react-admin's table reads from a column (header label, sort). */
interface ColumnProps {
  readonly source: string;
  readonly label?: string;
  readonly sortable?: boolean;
}

/** Between two addresses of a route's waypoints. */
export const WAYPOINT_SEPARATOR = ' → ';

/** The route's addresses in order ('São Paulo, SP → Curitiba, PR'); empty when unreadable. */
export function WaypointsField({ source }: ColumnProps) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  const addresses = parseSavedRouteWaypoints(typeof value === 'string' ? value : null);
  return <span>{addresses.join(WAYPOINT_SEPARATOR)}</span>;
}

/** The route type's pt-BR name (core's labels: 'Mais eficiente', 'Evitar pedágios', 'Mais curta'). */
export function RouteTypeField({ source }: ColumnProps) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (typeof value !== 'string') return null;
  return (
    <span>{Object.hasOwn(ROUTE_TYPE_LABELS, value) ? ROUTE_TYPE_LABELS[value as RouteType] : value}</span>
  );
}

/** A distance in km as core formats it ('408,4 km'; 'Não calculado' when unknown). */
export function DistanceField({ source }: ColumnProps) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  return <span>{formatDistance(typeof value === 'number' ? value : null)}</span>;
}

/** A duration in seconds as core formats it ('5 h 50 min'; 'Não calculado' when unknown). */
export function DurationField({ source }: ColumnProps) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  return <span>{formatDuration(typeof value === 'number' ? value : null)}</span>;
}
