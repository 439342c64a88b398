import { z } from 'zod';

/**
 * Toll totals of a route formatted for display (pt-BR money text such as `'R$ 1.234,56'`): gross, with
 * tag discount, at weekend fares and net, each in total and per axle (SPEC §3 Route response).
 */
export const routeSummaryFmtSchema = z.strictObject({
  total_tolls_gross: z.string(),
  total_tolls_tag: z.string(),
  total_tolls_weekend: z.string(),
  total_tolls_net: z.string(),
  avg_axis_gross_cost: z.string(),
  avg_axis_tag_cost: z.string(),
  avg_axis_weekend_cost: z.string(),
  avg_axis_net_cost: z.string(),
  /** pt-BR warning about the plazas left out of the totals ('Tarifa indisponível'); empty when none. */
  plazas_without_fare: z.string().default(''),
});

/** Formatted toll totals. */
export type RouteSummaryFmt = z.infer<typeof routeSummaryFmtSchema>;

/**
 * The same totals as numbers (R$), plus the vehicle's `axis` (default 6 when absent) and how many plazas
 * the totals leave out because their fare is unknown.
 */
export const routeSummaryRawSchema = z.strictObject({
  total_tolls_gross: z.number(),
  total_tolls_tag: z.number(),
  total_tolls_weekend: z.number(),
  total_tolls_net: z.number(),
  avg_axis_gross_cost: z.number(),
  avg_axis_tag_cost: z.number(),
  avg_axis_weekend_cost: z.number(),
  avg_axis_net_cost: z.number(),
  axis: z.number().int().min(1).default(6),
  /** Listed plazas with no fare in force for the vehicle and date, left out of every total. */
  plazas_without_fare: z.number().int().min(0).default(0),
});

/** Numeric toll totals. */
export type RouteSummaryRaw = z.infer<typeof routeSummaryRawSchema>;

/** The toll summary of a route alternative: `fmt` for display and `raw` numbers. */
export const routeSummarySchema = z.strictObject({
  fmt: routeSummaryFmtSchema,
  raw: routeSummaryRawSchema,
});

/** A route toll summary. */
export type RouteSummary = z.infer<typeof routeSummarySchema>;
