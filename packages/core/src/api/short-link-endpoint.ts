import { z } from 'zod';
import type { ApiResponse } from './api-response.ts';
import type { CallOptions, HttpClient } from './http-client.ts';

/** Category of the short links of shared routes (SPEC §7: `category_id` 4). */
export const ROUTE_SHORT_LINK_CATEGORY = 4;

/** Data of a short-link answer: `full_url`, the short address that redirects to `redirect_to`. */
export const shortLinkSchema = z.object({ full_url: z.string().min(1) }).loose();

/** Data of a short-link answer. */
export type ShortLink = z.infer<typeof shortLinkSchema>;

/**
 * `GET /api/short-links?category_id=&redirect_to=` (SPEC §7 "a GET to a short-link service with category_id
 * 4 and redirect_to, returning full_url"): the short address of `redirectTo`. The same target gives the same
 * link.
 */
export type ShortLinkEndpoint = (
  redirectTo: string,
  options?: CallOptions & { categoryId?: number },
) => Promise<ApiResponse<ShortLink>>;

/** Builds the short-link call on `http`. */
export function createShortLinkEndpoint(http: HttpClient): ShortLinkEndpoint {
  return (redirectTo, { categoryId = ROUTE_SHORT_LINK_CATEGORY, ...options } = {}) =>
    http.request('/api/short-links', {
      ...options,
      query: { category_id: categoryId, redirect_to: redirectTo },
      schema: shortLinkSchema,
    });
}
