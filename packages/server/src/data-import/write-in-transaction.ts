import type { Database } from '../db/database.ts';
import { pgErrorInfo } from '../db/db-error.ts';
import type { CsvImportError } from './csv-import-error.ts';

/**
 * Runs `write` in one transaction. A violated integrity constraint (SQLSTATE class 23: a value the
 * database refuses, e.g. a state abbreviation already used by another code) rolls it back and becomes an
 * error on the file as a whole (line 0); any other failure is thrown.
 */
export async function writeInTransaction<T>(
  db: Database,
  file: string,
  write: (tx: Database) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; errors: CsvImportError[] }> {
  try {
    return { ok: true, value: await db.transaction((tx) => write(tx)) };
  } catch (error) {
    const info = pgErrorInfo(error);
    if (!info?.code.startsWith('23')) throw error;
    const constraint = info.constraint ? ` (restrição ${info.constraint})` : '';
    return {
      ok: false,
      errors: [
        {
          file,
          line: 0,
          message: `o banco de dados recusou os dados do arquivo${constraint}; nada foi gravado`,
        },
      ],
    };
  }
}
