import { z } from 'zod';
import { flexibleIdSchema, numericSchema } from './primitives.ts';

/**
 * A weighing station on a route (SPEC §3 Truck scale): id, position, name, road, km marker, direction,
 * concessionaire (name and id), state (abbreviation and IBGE code), logo and `p_index` (index in the
 * route shape). Numbers may arrive as decimal text; other fields pass through.
 */
export const truckScaleSchema = z.looseObject({
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
});

/** A weighing station. */
export type TruckScale = z.infer<typeof truckScaleSchema>;
