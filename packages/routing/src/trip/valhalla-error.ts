/** A Valhalla error body (`error_code`, `error`, HTTP `status_code` and `status`). */
export interface ValhallaErrorBody {
  error_code: number;
  error: string;
  status_code: number;
  status: string;
}

/** Valhalla's messages of the errors the engine reports (SPEC §8 routing service errors). */
export const VALHALLA_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  120: 'Insufficient number of locations provided',
  125: 'No costing method found',
  150: 'Exceeded max locations',
  154: 'Path distance exceeds the max distance limit',
  171: 'No suitable edges near location',
  442: 'No path could be found for input',
};

/**
 * The Valhalla error body of `code` (HTTP 400 Bad Request, as Valhalla answers these).
 *
 * @example valhallaError(442) // { error_code: 442, error: 'No path could be found for input', status_code: 400, status: 'Bad Request' }
 */
export function valhallaError(
  code: number,
  message = VALHALLA_ERROR_MESSAGES[code] ?? 'Unknown error',
): ValhallaErrorBody {
  return { error_code: code, error: message, status_code: 400, status: 'Bad Request' };
}

/** Whether a routing answer is an error body. */
export function isValhallaError(value: unknown): value is ValhallaErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error_code?: unknown }).error_code === 'number'
  );
}
