import { ilike, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `text` with LIKE's wildcards escaped, so it matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Case-insensitive "contains" filter of a list query, or `undefined` (no filter) when `text` is unset.
 *
 * @example and(contains(shippers.name, query.name), ...)
 */
export function contains(column: PgColumn, text: string | undefined): SQL | undefined {
  return text === undefined ? undefined : ilike(column, `%${escapeLike(text)}%`);
}

/**
 * "Contains" filter of a document (CNPJ, CPF) stored unmasked: the mask characters of `text` are
 * ignored ('11.222' finds '11222333000181'), letters compared upper-case (alphanumeric CNPJ).
 */
export function documentContains(column: PgColumn, text: string | undefined): SQL | undefined {
  if (text === undefined) return undefined;
  const bare = text.replace(/[.\-/\s]/g, '').toUpperCase();
  return sql`${column} like ${`%${escapeLike(bare)}%`}`;
}
