import { z } from 'zod';

/**
 * A latitude in decimal degrees (WGS 84): a number from -90 to 90. Never text.
 *
 * @example latitudeSchema.parse(-23.5489)
 */
export const latitudeSchema = z.number().min(-90).max(90);

/**
 * A longitude in decimal degrees (WGS 84): a number from -180 to 180. Never text.
 *
 * @example longitudeSchema.parse(-46.6388)
 */
export const longitudeSchema = z.number().min(-180).max(180);

/**
 * A WGS 84 position in decimal degrees: `lat` in [-90, 90], `lng` in [-180, 180].
 *
 * @example latLngSchema.parse({ lat: -23.5489, lng: -46.6388 })
 */
export const latLngSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema });

/** A position `{ lat, lng }` in decimal degrees. */
export type LatLng = z.infer<typeof latLngSchema>;

/**
 * A position written as `'lat,lng'` (route response origin and destination, SPEC §3).
 *
 * @example coordinateTextSchema.parse('-23.5489,-46.6388')
 */
export const coordinateTextSchema = z.string().regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/);
