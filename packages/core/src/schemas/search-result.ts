import { z } from 'zod';
import { latLngSchema } from './lat-lng.ts';

/**
 * What kind of search result a row is; the view picks the icon from it. Location suggestions use their
 * match level.
 */
export const searchResultIconSchema = z.enum([
  'recent',
  'coordinates',
  'literal',
  'current-location',
  'country',
  'state',
  'city',
  'district',
  'street',
  'houseNumber',
]);

/**
 * One row of the address search list (SPEC §3 Search result). `coordinates` default to `0,0`, meaning
 * the text still has to be geocoded.
 *
 * @example searchResultSchema.parse({ icon: 'literal', label: 'Curitiba', caption: 'Busca Literal', searchText: 'Curitiba' })
 */
export const searchResultSchema = z.object({
  icon: searchResultIconSchema,
  label: z.string(),
  caption: z.string(),
  searchText: z.string(),
  coordinates: latLngSchema.default({ lat: 0, lng: 0 }),
});

/** A search result row. */
export type SearchResult = z.infer<typeof searchResultSchema>;
export type SearchResultIcon = z.infer<typeof searchResultIconSchema>;
