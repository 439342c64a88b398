import type { ValhallaRouteResponse } from '@freight/core';
import type { RawCostingOptions } from '../costing/costing-options.ts';
import type { ValhallaErrorBody } from '../trip/valhalla-error.ts';

/** A location of a route query (Valhalla `locations[]`). `break` and `break_through` end a leg. */
export interface RouteLocation {
  lat: number;
  lon: number;
  type?: 'break' | 'through' | 'via' | 'break_through';
  /** Preferred direction of travel at the location, degrees clockwise from north. */
  heading?: number;
  /** Tolerance of `heading` in degrees (default 60). */
  heading_tolerance?: number;
  /** Every usable road within this many metres is a candidate (default 0: the nearest). */
  radius?: number;
  name?: string;
  street?: string;
}

/** Valhalla `directions_options`. */
export interface RouteDirectionsOptions {
  units?: 'km' | 'kilometers' | 'miles' | 'mi';
  language?: string;
  directions_type?: 'none' | 'maneuvers' | 'instructions';
  narrative?: boolean;
}

/**
 * A route query: Valhalla's `/route` JSON body.
 *
 * @example
 * { locations: [{ lat: -23.55, lon: -46.63 }, { lat: -25.43, lon: -49.27 }], costing: 'truck',
 *   costing_options: { truck: { toll_booth_penalty: 1000 } }, alternates: 2,
 *   directions_options: { units: 'kilometers', language: 'pt-BR' } }
 */
export interface RouteQuery {
  locations: RouteLocation[];
  /** `truck` (default), `bus`, `auto` or `motorcycle`. */
  costing?: string;
  costing_options?: Partial<Record<string, RawCostingOptions>>;
  /**
   * Locations whose nearest roads the route may not use (Valhalla's `exclude_locations`): each is mapped
   * to the closest road or roads (all of them where it stands on a junction), and those edges are closed in
   * both directions. A route location on an excluded road snaps to the nearest open one.
   */
  exclude_locations?: Pick<RouteLocation, 'lat' | 'lon'>[];
  /** Number of alternative routes wanted, 0–2 (two-location routes only). */
  alternates?: number;
  directions_options?: RouteDirectionsOptions;
  id?: string;
}

/** What a routing engine answers: a Valhalla route response or a Valhalla error body. */
export type RouteAnswer = ValhallaRouteResponse | ValhallaErrorBody;

/**
 * A road routing engine behind one asynchronous interface: the Valhalla adapter
 * (`createValhallaEngine`), or an engine a caller builds around an `EmbeddedRouter`.
 */
export interface RoutingEngine {
  /** Routes a query; rejects with an `AbortError` when `signal` aborts first. */
  route(request: RouteQuery, signal?: AbortSignal): Promise<RouteAnswer>;
  /** Releases the engine's workers or connections. */
  close(): Promise<void>;
}
