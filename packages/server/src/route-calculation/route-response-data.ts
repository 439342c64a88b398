import type { RouteResponse } from '@freight/core';

/** Base of the report link: the host app's route report page, which replays the token (`data`). */
export const REPORT_PATH = '/app/routes/report';

/** Data of a calculated route: core's `routeResponseSchema`, the one definition. */
export type RouteResponseData = RouteResponse;

/** `'lat,lng'` with up to 6 decimals and never an exponent (core's `coordinateTextSchema`). */
export function coordinateText(lat: number, lng: number): string {
  const fixed = (value: number) =>
    value
      .toFixed(6)
      .replace(/\.?0+$/, '')
      .replace(/^-0$/, '0');
  return `${fixed(lat)},${fixed(lng)}`;
}
