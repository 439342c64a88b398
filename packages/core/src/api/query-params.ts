/** Values a query-string filter may take; `undefined`, `null` and `''` mean "no filter". */
export type QueryValue = string | number | boolean | null | undefined;

/** Query-string parameters of a call, by name. */
export type QueryParams = Record<string, QueryValue>;

/**
 * Drops the filters that are not set (`undefined`, `null` or the empty string) so they never reach the
 * query string.
 *
 * @example
 * compactQuery({ page: 1, name: '', cnpj: undefined }) // { page: 1 }
 */
export function compactQuery(query: QueryParams | undefined): Record<string, string | number | boolean> {
  const compact: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') compact[key] = value;
  }
  return compact;
}
