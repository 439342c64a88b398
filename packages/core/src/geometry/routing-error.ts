/** A routing failure as the map's error box shows it: the service's status code and message. */
export interface RoutingError {
  status: number;
  message: string;
}

/**
 * The routing error carried by a routing-service answer, or `null` when it holds no error (SPEC §8):
 * - a body with an `error` field → `{ status: error_code, message: error }` (`status` −1 without a code);
 * - a trip whose `status` is not 0 → `{ status, message: status_message }`;
 * - anything else → `null`.
 *
 * @example routingErrorFrom({ error_code: 442, error: 'No path could be found for input' }) // { status: 442, message: 'No path could be found for input' }
 */
export function routingErrorFrom(response: unknown): RoutingError | null {
  if (response === null || typeof response !== 'object') return null;
  const body = response as Record<string, unknown>;
  if (body['error'] !== undefined && body['error'] !== null) {
    const code = body['error_code'];
    return { status: typeof code === 'number' ? code : -1, message: String(body['error']) };
  }
  const trip = body['trip'];
  if (trip !== null && typeof trip === 'object') {
    const { status, status_message } = trip as Record<string, unknown>;
    if (typeof status === 'number' && status !== 0) {
      return { status, message: typeof status_message === 'string' ? status_message : '' };
    }
  }
  return null;
}
