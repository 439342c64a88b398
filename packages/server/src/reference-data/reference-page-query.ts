import type { z } from 'zod';
import type { BoundingBox } from './bbox.ts';

/** Largest page of a reference-data list (`per_page`; `-1` still means "all"). */
export const MAX_PER_PAGE = 500;

/** Largest page of a map-layer request (a list with `bbox`). */
export const MAX_PER_PAGE_BBOX = 2000;

/**
 * Refinement of a reference-data list query: `per_page` at most {@link MAX_PER_PAGE}, or
 * {@link MAX_PER_PAGE_BBOX} when a `bbox` asks for a map layer. pt-BR message on `per_page`.
 *
 * @example listQuery.superRefine(limitPageSize)
 */
export function limitPageSize(
  query: { per_page: number; bbox?: BoundingBox | undefined },
  ctx: z.RefinementCtx,
): void {
  const max = query.bbox ? MAX_PER_PAGE_BBOX : MAX_PER_PAGE;
  if (query.per_page > max) {
    ctx.addIssue({
      code: 'custom',
      path: ['per_page'],
      message: query.bbox
        ? `Deve ser no máximo ${max}`
        : `Deve ser no máximo ${max} (ou ${MAX_PER_PAGE_BBOX} com bbox)`,
    });
  }
}
