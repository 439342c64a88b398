import { z } from 'zod';
import { latLngSchema } from './lat-lng.ts';
import { requiredText, TEXT_LIMITS } from './text-fields.ts';

/** Query of `GET /api/geocode`: the address text `q` (required). */
export const geocodeQuerySchema = z.object({ q: requiredText(TEXT_LIMITS.waypoint) });

/** A geocode query. */
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

/**
 * Data of `GET /api/geocode` (SPEC §7): the position found, `coords: { lat, lng }`.
 *
 * @example geocodeResultSchema.parse({ coords: { lat: -25.4284, lng: -49.2733 } })
 */
export const geocodeResultSchema = z.looseObject({ coords: latLngSchema });

/** A geocode result. */
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
