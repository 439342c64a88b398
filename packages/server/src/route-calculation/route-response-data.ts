import type { RouteRequest } from '@freight/core';
import type { RouteWayData } from './route-way.ts';

/** Base of the report link: the host app's route report page, which replays the token (`data`). */
export const REPORT_PATH = '/app/routes/report';

/** Data of a calculated route (core's `routeResponseSchema`). */
export interface RouteResponseData {
  waypoints: { addr: string; coords: { lat: number; lng: number } }[];
  rotas: (RouteWayData & { volta?: RouteWayData })[];
  request_encrypted: string;
  config: RouteRequest;
  selected: number;
  origin: string;
  destination: string;
  report_link: string;
}

/** `'lat,lng'` with up to 6 decimals and never an exponent (core's `coordinateTextSchema`). */
export function coordinateText(lat: number, lng: number): string {
  const fixed = (value: number) =>
    value
      .toFixed(6)
      .replace(/\.?0+$/, '')
      .replace(/^-0$/, '0');
  return `${fixed(lat)},${fixed(lng)}`;
}
