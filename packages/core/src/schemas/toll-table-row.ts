import { z } from 'zod';

/**
 * One row of the displayed toll table (SPEC §3): concessionaire, plaza name, highway, km marker, state,
 * cash `fare` (R$), `weekendFare` and its `weekendFareDiscount` (%), `tagFare` and its `tagFareDiscount`
 * (%). Values stay numbers; the view formats them and shows `'-'` for a discount whose fare is 0.
 */
export const tollTableRowSchema = z.object({
  dealership: z.string(),
  name: z.string(),
  highway: z.string(),
  km: z.number().nullable(),
  uf: z.string(),
  fare: z.number().min(0),
  weekendFare: z.number().min(0),
  weekendFareDiscount: z.number(),
  tagFare: z.number().min(0),
  tagFareDiscount: z.number(),
});

/** A toll table row. */
export type TollTableRow = z.infer<typeof tollTableRowSchema>;
