import { z } from 'zod';
import { fieldErrorsSchema } from './api-response.ts';

/** HTTP status of a request body that failed validation. */
export const VALIDATION_ERROR_STATUS = 422;

/**
 * The body of a 422 answer: `success: false`, `statusCode: 422`, a pt-BR `message` and one pt-BR
 * message per invalid field in `details`.
 *
 * @example validationErrorResponseSchema.parse({ success: false, statusCode: 422, message: 'Dados inválidos.', details: { plate: 'Placa Inválida' } })
 */
export const validationErrorResponseSchema = z.object({
  success: z.literal(false),
  statusCode: z.literal(VALIDATION_ERROR_STATUS),
  message: z.string(),
  title: z.string().nullish(),
  details: fieldErrorsSchema,
  data: z.unknown().optional(),
  error: z.unknown().optional(),
});

/** A 422 validation-error body. */
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;
