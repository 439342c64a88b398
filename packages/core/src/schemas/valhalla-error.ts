import { z } from 'zod';

/**
 * The error body of the routing service (Valhalla): numeric `error_code`, message `error`, and usually the
 * HTTP `status_code` and `status` text.
 *
 * @example valhallaErrorSchema.parse({ error_code: 442, error: 'No path could be found for input', status_code: 400, status: 'Bad Request' })
 */
export const valhallaErrorSchema = z.looseObject({
  error_code: z.number().int(),
  error: z.string(),
  status_code: z.number().int().optional(),
  status: z.string().optional(),
});

/** A routing-service error body. */
export type ValhallaError = z.infer<typeof valhallaErrorSchema>;
