import type { FieldErrors } from '@freight/core';
import { PG_UNIQUE_VIOLATION, pgErrorInfo } from '../../db/db-error.ts';
import { conflict } from '../../http/http-error.ts';

/** The answer to one unique constraint: the field the form should mark and the pt-BR message. */
export interface UniqueAnswer {
  field: string;
  message: string;
}

/**
 * Runs `write`; a violation of one of `answers`' unique constraints becomes a 409 naming the field with
 * its pt-BR message (other errors pass through to the error handler). For tables whose constraints are not
 * in `db/constraint-messages.ts`.
 *
 * @example await conflictOnUnique(() => db.insert(tollTariffs).values(row), { toll_tariffs_plaza_date_multiplier_unique: { field: 'multiplier', message } })
 */
export async function conflictOnUnique<T>(
  write: () => Promise<T>,
  answers: Readonly<Record<string, UniqueAnswer>>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = pgErrorInfo(error);
    const known = pg?.code === PG_UNIQUE_VIOLATION && pg.constraint ? answers[pg.constraint] : undefined;
    if (!known) throw error;
    const details: FieldErrors = { [known.field]: known.message };
    throw conflict(known.message, details);
  }
}
