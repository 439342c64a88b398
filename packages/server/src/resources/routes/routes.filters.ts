import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { dateTimeFields, DEFAULT_TIME_ZONE } from '@freight/core';
import { escapeLike } from '../../db/filters.ts';
import { savedRoutes } from '../../db/schema.ts';
import type { SavedRouteListQuery } from './routes.input.ts';

/** Accented Latin letters the search folds, upper and lower case (Portuguese and neighbours). */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüýÿçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÝÇÑ';
/** The plain lower-case letter of each of {@link ACCENTED}. */
const PLAIN = [...ACCENTED].map((letter) => letter.normalize('NFD').charAt(0).toLowerCase()).join('');

/**
 * `value` lower-cased without accents, the same way on PGlite (C locale: `lower` folds ASCII only) and on
 * PostgreSQL: `translate` maps the accented letters of both cases to plain lower-case ones.
 */
function fold(value: SQL | PgColumn | string): SQL {
  return sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
}

/** `text` without combining marks ('São' → 'Sao'), so a decomposed search text folds like a stored one. */
export function withoutMarks(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/**
 * "Contains" ignoring case and accents ('sao' finds 'São Paulo'), or `undefined` (no filter) when `text` is
 * unset. LIKE wildcards in `text` match literally.
 */
export function foldedContains(column: PgColumn, text: string | undefined): SQL | undefined {
  if (text === undefined) return undefined;
  return sql`${fold(column)} like ${fold(`%${escapeLike(withoutMarks(text))}%`)}`;
}

/**
 * "Contains" over the waypoints' JSON text (`["São Paulo, SP","Curitiba, PR"]`), ignoring case and accents.
 * The search text is JSON-escaped first, so a quote or backslash matches the address's own and never the
 * quotes that separate two addresses.
 */
export function waypointsContain(column: PgColumn, text: string | undefined): SQL | undefined {
  if (text === undefined) return undefined;
  return foldedContains(column, JSON.stringify(withoutMarks(text)).slice(1, -1));
}

function offsetAt(epochMs: number, timeZone: string): number {
  const fields = dateTimeFields(epochMs, timeZone);
  if (!fields) return 0;
  const wall = new Date(
    Date.UTC(2000, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second),
  );
  wall.setUTCFullYear(fields.year);
  return wall.getTime() - Math.floor(epochMs / 1000) * 1000;
}

function localDay(epochMs: number, timeZone: string): string {
  const fields = dateTimeFields(epochMs, timeZone);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return fields ? `${pad(fields.year, 4)}-${pad(fields.month)}-${pad(fields.day)}` : '';
}

/**
 * The instant a calendar day `yyyy-MM-dd` starts in `timeZone` (default America/Sao_Paulo); `days` moves
 * the day first (`1`: the start of the next day, the exclusive end of an inclusive range). On a day whose
 * midnight was skipped or repeated by daylight saving (Brazil until 2019), the first instant of that day.
 *
 * @example startOfDay('2026-11-22') // 2026-11-22T03:00:00.000Z
 */
export function startOfDay(isoDate: string, days = 0, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  // Years are 1900 to 2999 (see `toIsoDate`), so Date.UTC reads them as written.
  const midnight = new Date(Date.UTC(year, month - 1, day + days));
  const wall = midnight.getTime();
  const target = midnight.toISOString().slice(0, 10);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  const candidates = [first, second].sort((a, b) => a - b);
  return new Date(candidates.find((instant) => localDay(instant, timeZone) === target) ?? second);
}

/** Inclusive whole-day range of a timestamp column in America/Sao_Paulo; unset ends are open. */
function dayRange(column: PgColumn, start: string | undefined, end: string | undefined): SQL | undefined {
  return and(
    start === undefined ? undefined : gte(column, startOfDay(start)),
    end === undefined ? undefined : lt(column, startOfDay(end, 1)),
  );
}

/**
 * The conditions of a saved-route list or export query (SPEC §7): `name` in the nickname and `waypoints`
 * in the addresses (both ignoring case and accents), exact `type`, and the creation and update days,
 * inclusive, in America/Sao_Paulo. With `match=any` one of the three text filters is enough (the search box of
 * 'Minhas rotas' over several columns). Combine with the company scope.
 */
export function savedRouteFilters(query: SavedRouteListQuery): SQL | undefined {
  const texts = [
    foldedContains(savedRoutes.slug, query.name),
    waypointsContain(savedRoutes.waypoints, query.waypoints),
    query.type === undefined ? undefined : eq(savedRoutes.type, query.type),
  ];
  return and(
    query.match === 'any' ? or(...texts) : and(...texts),
    dayRange(savedRoutes.created_at, query.created_at_start, query.created_at_end),
    dayRange(savedRoutes.updated_at, query.updated_at_start, query.updated_at_end),
  );
}
