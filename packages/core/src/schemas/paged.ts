import { z } from 'zod';

/**
 * A page of a list endpoint (DESIGN API conventions): `data` items, `total` count, `current_page`
 * (from 1) and `per_page` (`-1` means "all").
 *
 * @example pagedSchema(shipperSchema).parse({ data: [], total: 0, current_page: 1, per_page: 10 })
 */
export function pagedSchema<T extends z.ZodType>(itemSchema: T) {
  return z.object({
    data: z.array(itemSchema),
    total: z.number().int().min(0),
    current_page: z.number().int().min(1),
    per_page: z.number().int().min(-1),
  });
}

/** A page of `T` items. */
export type Paged<T> = { data: T[]; total: number; current_page: number; per_page: number };
