import { and, between, isNotNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { blankToUndefined } from './reference-fields.ts';

/** A map window in WGS84 degrees: west, south, east and north edges. */
export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** pt-BR message of a `bbox` that is not four decimal numbers. */
export const BBOX_FORMAT_MESSAGE =
  'Informe bbox como quatro números separados por vírgula: lng mínima, lat mínima, lng máxima, lat máxima.';

/**
 * The `bbox=minLng,minLat,maxLng,maxLat` query parameter of the map layers: four decimal numbers,
 * longitudes within −180…180, latitudes within −90…90, each minimum below its maximum (no window across
 * the antimeridian). Blank means no window. pt-BR messages otherwise.
 *
 * @example bboxSchema.parse('-47.5,-24,-46,-23') // { minLng: -47.5, minLat: -24, maxLng: -46, maxLat: -23 }
 */
export const bboxSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(200, { error: BBOX_FORMAT_MESSAGE })
    .transform((text, ctx): BoundingBox => {
      const parts = text.split(',').map((part) => part.trim());
      if (parts.length !== 4 || !parts.every((part) => DECIMAL.test(part))) {
        ctx.issues.push({ code: 'custom', message: BBOX_FORMAT_MESSAGE, input: text });
        return z.NEVER;
      }
      const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
      const problem = [minLng, maxLng].some((lng) => lng < -180 || lng > 180)
        ? 'Longitude fora do intervalo de -180 a 180.'
        : [minLat, maxLat].some((lat) => lat < -90 || lat > 90)
          ? 'Latitude fora do intervalo de -90 a 90.'
          : minLng >= maxLng || minLat >= maxLat
            ? 'No bbox, cada mínimo deve ser menor que o máximo correspondente.'
            : undefined;
      if (problem) {
        ctx.issues.push({ code: 'custom', message: problem, input: text });
        return z.NEVER;
      }
      return { minLng, minLat, maxLng, maxLat };
    })
    .optional(),
);

/**
 * Rows whose position lies inside `box` (edges included); rows without a position never do. No filter
 * when `box` is unset.
 */
export function insideBox(lat: PgColumn, lng: PgColumn, box: BoundingBox | undefined): SQL | undefined {
  if (!box) return undefined;
  return and(
    isNotNull(lat),
    isNotNull(lng),
    between(lat, box.minLat, box.maxLat),
    between(lng, box.minLng, box.maxLng),
  );
}
