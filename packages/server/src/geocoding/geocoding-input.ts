import { z } from 'zod';
import {
  MSG_FIELD_REQUIRED,
  geocodeResultSchema,
  locationAddressSchema,
  locationSuggestionResponseSchema,
  matchLevelSchema,
} from '@freight/core';
import { MAX_QUERY_LENGTH } from './parse-query.ts';

/** pt-BR messages of the address-search endpoints. */
export const GEOCODING_MESSAGES = {
  notFound: 'Endereço não encontrado.',
  nothingNear: 'Nenhum endereço encontrado perto deste ponto.',
  unavailable: 'A busca de endereços não está disponível no momento. Tente novamente mais tarde.',
  timeout: 'O serviço de busca de endereços demorou demais para responder. Tente novamente.',
  failed: 'O serviço de busca de endereços não respondeu corretamente. Tente novamente em instantes.',
  tooLong: `Informe no máximo ${MAX_QUERY_LENGTH} caracteres.`,
  badCharacters: 'O texto contém caracteres inválidos.',
  badNumber: 'Informe um número decimal (ex.: -23.5489).',
  badLatitude: 'A latitude deve estar entre -90 e 90.',
  badLongitude: 'A longitude deve estar entre -180 e 180.',
  badLimit: 'Informe um número inteiro entre 1 e 20.',
} as const;

/** Most suggestions one call may ask for. */
export const MAX_SUGGESTIONS = 20;
/** Suggestions answered without `limit`. */
export const DEFAULT_SUGGESTIONS = 10;

/** Whether a text holds a control character (C0, DEL or C1). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

const queryText = z
  .string()
  .max(MAX_QUERY_LENGTH, GEOCODING_MESSAGES.tooLong)
  .refine((text) => !hasControlCharacter(text), GEOCODING_MESSAGES.badCharacters);

const decimalText = z
  .string({ error: MSG_FIELD_REQUIRED })
  .trim()
  .min(1, MSG_FIELD_REQUIRED)
  .regex(/^[-+]?\d{1,3}(\.\d{1,12})?$/, GEOCODING_MESSAGES.badNumber)
  .transform(Number);

/** Query of `GET /api/geocode`: `q`, required, at most 200 characters, no control characters. */
export const geocodeQueryInputSchema = z.object({
  q: queryText.pipe(z.string().trim().min(1, MSG_FIELD_REQUIRED)),
});

/** Query of `GET /api/geocode/suggestions`: `q` (blank → no suggestions) and `limit` (1–20, default 10). */
export const suggestionsQuerySchema = z.object({
  q: queryText.default(''),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, GEOCODING_MESSAGES.badLimit)
    .transform(Number)
    .pipe(
      z.number().int().min(1, GEOCODING_MESSAGES.badLimit).max(MAX_SUGGESTIONS, GEOCODING_MESSAGES.badLimit),
    )
    .default(DEFAULT_SUGGESTIONS),
});

/** Query of `GET /api/geocode/reverse`: `lat` and `lng` as decimal text within range. */
export const reverseQuerySchema = z.object({
  lat: decimalText.pipe(
    z.number().min(-90, GEOCODING_MESSAGES.badLatitude).max(90, GEOCODING_MESSAGES.badLatitude),
  ),
  lng: decimalText.pipe(
    z.number().min(-180, GEOCODING_MESSAGES.badLongitude).max(180, GEOCODING_MESSAGES.badLongitude),
  ),
});

/** `data` of `GET /api/geocode` and `GET /api/geocode/reverse`: SPEC §7 `coords` plus what was found. */
export const geocodeAnswerSchema = geocodeResultSchema.extend({
  label: z.string(),
  matchLevel: matchLevelSchema,
  address: locationAddressSchema,
  interpolated: z.boolean().optional(),
  fromCoordinates: z.boolean().optional(),
});

/** `data` of `GET /api/geocode/suggestions`: the SPEC §3 location-suggestion response. */
export const suggestionsAnswerSchema = locationSuggestionResponseSchema;
