import { z } from 'zod';
import { flexibleIdSchema, numericSchema } from './primitives.ts';

/**
 * A weighing station on a route (SPEC §3 Truck scale): id, position, name, road, km marker, direction,
 * concessionaire (name and id), state (abbreviation and IBGE code), logo and `p_index` (order along the
 * route, 0..n-1); beyond SPEC §3, `tipo` (kind of post, as published) and `distancia_km` (from the start of
 * the way). Strict: no other field is sent. Numbers may arrive as decimal text.
 */
export const truckScaleSchema = z.strictObject({
  id: flexibleIdSchema,
  lat: numericSchema,
  lng: numericSchema,
  nome: z.string(),
  rodovia: z.string().nullish(),
  km: numericSchema.nullish(),
  sentido: z.string().nullish(),
  concessionaria: z.string().nullish(),
  concessionaria_id: flexibleIdSchema.nullish(),
  uf: z.string().nullish(),
  uf_ibge: numericSchema.nullish(),
  logo: z.string().nullish(),
  p_index: z.number().int().min(0).default(0),
  tipo: z.string().nullish(),
  distancia_km: z.number().min(0).optional(),
});

/** A weighing station. */
export type TruckScale = z.infer<typeof truckScaleSchema>;
