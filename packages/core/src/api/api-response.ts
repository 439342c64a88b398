import type { FieldErrors } from '../schemas/index.ts';

/**
 * The API response wrapper of SPEC §3 as the client hands it to callers, after the error catalogue of
 * SPEC §8 has been applied. `success` discriminates: a successful response carries the parsed `data`,
 * a failed one carries whatever the server sent (`data`, `error`, and for 422 one pt-BR message per
 * field in `details`/`error`).
 *
 * @example
 * const r = await api.plates.get(3);
 * if (r.success) show(r.data.plate);
 * else alert(r.message);
 */
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** Fields shared by every wrapped response. */
interface ApiResponseFields {
  /** HTTP status (0 when no answer arrived), or the `statusCode` a successful body declares. */
  statusCode: number;
  /** pt-BR message for the user; empty when the server sent none on success. */
  message: string;
  /** Dialog title, `null` when none. */
  title: string | null;
  /** Extra explanation: a text, or one pt-BR message per field on a 422; `null` when none. */
  details: string | FieldErrors | null;
  /** Machine-readable error payload of the server, `null` when none. */
  error: unknown;
}

/** A successful response: `data` matched the endpoint's schema. */
export interface ApiSuccess<T> extends ApiResponseFields {
  success: true;
  data: T;
}

/** A failed response (resolved for 4xx, carried by {@link ApiError} when rejected). */
export interface ApiFailure extends ApiResponseFields {
  success: false;
  data: unknown;
}

/** Whether `value` has the response wrapper shape (boolean `success`, numeric `statusCode`, text `message`). */
export function isApiResponse(value: unknown): value is ApiResponse<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'success' in value &&
    typeof value.success === 'boolean' &&
    'statusCode' in value &&
    typeof value.statusCode === 'number' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}
