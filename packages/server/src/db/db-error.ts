/** SQLSTATE codes the API maps to answers. */
export const PG_UNIQUE_VIOLATION = '23505';
/** A row is still referenced (or references a missing row). */
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** A row is still referenced by an `ON DELETE RESTRICT` key (PostgreSQL 18 reports this one). */
export const PG_RESTRICT_VIOLATION = '23001';

/** The driver error under a Drizzle error: SQLSTATE `code` and the violated `constraint`. */
export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

/**
 * The PostgreSQL error in `error` or its causes (Drizzle wraps driver errors in `DrizzleQueryError`),
 * or `undefined` when it is not a database error.
 */
export function pgErrorInfo(error: unknown): PgErrorInfo | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = cause;
  }
  return undefined;
}
