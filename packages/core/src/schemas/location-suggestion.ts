import { z } from 'zod';
import { latLngSchema } from './lat-lng.ts';

/** How precisely a location suggestion matched (SPEC §3 Location-suggestion response). */
export const matchLevelSchema = z.enum(['country', 'state', 'city', 'district', 'street', 'houseNumber']);

/** A location match level. */
export type MatchLevel = z.infer<typeof matchLevelSchema>;

/** Address parts of a suggestion; every part is optional. */
export const locationAddressSchema = z.looseObject({
  country: z.string().optional(),
  state: z.string().optional(),
  city: z.string().optional(),
  district: z.string().optional(),
  street: z.string().optional(),
  houseNumber: z.string().optional(),
});

/**
 * One suggestion of the location-search provider: match level, country code and address parts;
 * `position` is kept when the provider sends it. Unknown provider fields pass through.
 */
export const locationSuggestionSchema = z.looseObject({
  matchLevel: matchLevelSchema,
  countryCode: z.string().optional(),
  address: locationAddressSchema.prefault({}),
  position: latLngSchema.optional(),
});

/** A location suggestion. */
export type LocationSuggestionItem = z.infer<typeof locationSuggestionSchema>;

/**
 * The provider's answer: `suggestions` (default `[]`).
 *
 * @example locationSuggestionResponseSchema.parse({ suggestions: [{ matchLevel: 'city', address: { city: 'Curitiba' } }] })
 */
export const locationSuggestionResponseSchema = z.looseObject({
  suggestions: z.array(locationSuggestionSchema).default([]),
});

/** A location-suggestion response. */
export type LocationSuggestionResponse = z.infer<typeof locationSuggestionResponseSchema>;
