import { z } from 'zod';

/**
 * Per-field validation messages of a 422 answer: field path (dot-joined, e.g. `'waypoints.0'`) → pt-BR
 * message.
 */
export const fieldErrorsSchema = z.record(z.string(), z.string());

/** Field path → pt-BR message. */
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/**
 * The response wrapper of every API answer (SPEC §3, DESIGN API conventions) around `data`:
 * `success`, `statusCode`, optional `message`, `title`, `details` (a text, or {@link FieldErrors} on a
 * 422) and `error` (any machine-readable payload), each `null` or absent when not sent.
 *
 * @example apiResponseSchema(companySchema).parse({ success: true, statusCode: 200, data: company })
 */
export function apiResponseSchema<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    success: z.boolean(),
    statusCode: z.number().int(),
    message: z.string().nullish(),
    title: z.string().nullish(),
    details: z.union([z.string(), fieldErrorsSchema]).nullish(),
    data: dataSchema,
    error: z.unknown().optional(),
  });
}

/** A wrapped API response body whose `data` is `T`. */
export type ApiResponseBody<T> = {
  success: boolean;
  statusCode: number;
  message?: string | null;
  title?: string | null;
  details?: string | FieldErrors | null;
  data: T;
  error?: unknown;
};
