/**
 * The route-calculation services of a running server (routing engine, reference-data cache, request
 * tokens), built at start by `main.ts` or by tests; `POST /api/routes/route` answers 503 without them.
 * Filled in by the route-calculation module.
 */
export interface RouteServices {
  close(): Promise<void>;
}
