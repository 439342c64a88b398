import { asc, desc, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListSort } from '@freight/core';

/** Accented letters of Portuguese (and their neighbours), upper and lower case … */
const ACCENTED = 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ';
/** … and the plain lower-case letter each one sorts as. */
const PLAIN = 'aaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnn';

const PLAIN_OF = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index] as string]));

/**
 * The key a text sorts by: lower-case, accents dropped, so 'Ávila' sorts with 'avila', before 'Zeta'. The
 * in-memory twin of {@link orderByTerms}' SQL key (`translate(lower(text))` compared byte by byte).
 *
 * @example textSortKey('Éder Ávila') // 'eder avila'
 */
export function textSortKey(text: string): string {
  let key = '';
  for (const char of text) {
    key += PLAIN_OF.get(char) ?? char.toLowerCase();
  }
  return key;
}

/** The SQL key of `column`: texts folded as {@link textSortKey} and compared in the "C" collation. */
function sortKey(column: PgColumn): SQL | PgColumn {
  if (column.dataType !== 'string') return column;
  return sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN}) collate "C"`;
}

/**
 * The `orderBy` terms of a list: the query's `sort` field (through `columns`, its map field → column) in
 * its `order` (`asc` unless `desc`), then `id` in the same direction, so pages are stable and
 * descending is exactly ascending reversed. Texts sort case- and accent-insensitively, the same on PGlite
 * and PostgreSQL whatever the database's collation; a null sorts as the largest value (PostgreSQL's
 * default). Without `sort`, the list's default order: `id` ascending.
 *
 * @example
 * db.select().from(shippers).where(where)
 *   .orderBy(...orderByTerms(query, { id: shippers.id, name: shippers.name }, shippers.id))
 */
export function orderByTerms<Field extends string>(
  query: ListSort<Field>,
  columns: Readonly<Record<NoInfer<Field>, PgColumn>>,
  id: PgColumn,
): SQL[] {
  if (query.sort === undefined) return [asc(id)];
  const direction = query.order === 'desc' ? desc : asc;
  const column = columns[query.sort];
  return column === id ? [direction(id)] : [direction(sortKey(column)), direction(id)];
}

type Comparable = string | number | boolean | null | undefined;

function compareValues(a: Comparable, b: Comparable): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  const left = typeof a === 'string' ? textSortKey(a) : a;
  const right = typeof b === 'string' ? textSortKey(b) : b;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The comparator of records listed from memory (the plate list's cache) that orders them as
 * {@link orderByTerms} orders rows: by the record's `sort` field in `order`, then by `id`; ascending by
 * `id` without `sort`.
 *
 * @example records.toSorted(compareRecords({ sort: 'brand', order: 'desc' }))
 */
export function compareRecords<Row extends { id: number }>(
  query: ListSort<Extract<keyof Row, string>>,
): (a: Row, b: Row) => number {
  const { sort } = query;
  const sign = sort !== undefined && query.order === 'desc' ? -1 : 1;
  return (a, b) => {
    const byField = sort === undefined ? 0 : compareValues(a[sort] as Comparable, b[sort] as Comparable);
    return sign * (byField === 0 ? a.id - b.id : byField);
  };
}
