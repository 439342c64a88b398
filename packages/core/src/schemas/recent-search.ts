import { z } from 'zod';

/**
 * A recent-search entry (SPEC §3): the label searched and how many times it was used (at least 1).
 *
 * @example recentSearchSchema.parse({ label: 'Curitiba, PR', usage: 3 })
 */
export const recentSearchSchema = z.object({
  label: z.string().min(1),
  usage: z.number().int().min(1),
});

/** A recent-search entry. */
export type RecentSearch = z.infer<typeof recentSearchSchema>;

/** The list kept under the local-storage key `suggestions` (SPEC §7): JSON of label and usage. */
export const recentSearchListSchema = z.array(recentSearchSchema);
