import { PLATE_CHECK_PROVIDERS, PLATE_CHECK_STATUS_LABELS, plateCheckAnswerSchema } from '@freight/core';
import type {
  PlateCheckAnswer,
  PlateCheckItem,
  PlateCheckRecord,
  PlateCheckSource,
  PlateCheckStatus,
} from '@freight/core';
import { z } from 'zod';
import type { plateCheckItems, plateChecks } from '../db/schema.ts';

/** A row of `plate_checks`. */
export type PlateCheckRow = typeof plateChecks.$inferSelect;

/** A row of `plate_check_items`. */
export type PlateCheckItemRow = typeof plateCheckItems.$inferSelect;

const storedAnswers = z.array(plateCheckAnswerSchema);

/** The answers stored in an item row (`[]` while the plate waits). */
export function answersOf(row: Pick<PlateCheckItemRow, 'answers'>): PlateCheckAnswer[] {
  const parsed = storedAnswers.safeParse(row.answers ?? []);
  return parsed.success ? parsed.data : [];
}

/** The SPEC's four booleans of a set of answers: a provider without an answer is `false`. */
export function booleansOf(answers: readonly PlateCheckAnswer[]) {
  const has = (provider: string) => answers.some((a) => a.provider === provider && a.has_tag === true);
  return {
    conectcar: has('conectcar'),
    movemais: has('movemais'),
    semparar: has('semparar'),
    veloe: has('veloe'),
  };
}

/** The API shape of a record row. */
export function toPlateCheckRecord(row: PlateCheckRow): PlateCheckRecord {
  const status = row.status as PlateCheckStatus;
  return {
    id: row.id,
    company_id: row.company_id,
    kind: row.kind === 'single' ? 'single' : 'batch',
    description: row.description,
    status,
    status_label: PLATE_CHECK_STATUS_LABELS[status] ?? row.status,
    source: row.source as PlateCheckSource,
    total: row.total,
    processed: row.processed,
    created_by: row.created_by_name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The API shape of an item row: `null` booleans while the plate waits. */
export function toPlateCheckItem(row: PlateCheckItemRow): PlateCheckItem {
  const answers = answersOf(row);
  const checked = row.checked_at !== null;
  const booleans = booleansOf(answers);
  return {
    id: row.id,
    plate: row.plate,
    conectcar: checked ? booleans.conectcar : null,
    movemais: checked ? booleans.movemais : null,
    semparar: checked ? booleans.semparar : null,
    veloe: checked ? booleans.veloe : null,
    answers,
    checked_at: row.checked_at?.toISOString() ?? null,
  };
}

/**
 * The final status of a finished record from how many provider answers it expected and got: `done`
 * when every plate has every answer, `failed` when none came, `partial` otherwise.
 */
export function finalStatus(answered: number, plates: number): PlateCheckStatus {
  const expected = plates * PLATE_CHECK_PROVIDERS.length;
  if (answered >= expected) return 'done';
  return answered === 0 ? 'failed' : 'partial';
}
