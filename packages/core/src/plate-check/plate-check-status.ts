/**
 * The life of a plate-check record: `pending` → `processing` → `done` (every plate answered by every
 * provider) | `partial` (some answers missing) | `failed` (no answer at all) | `cancelled`.
 */
export const PLATE_CHECK_STATUSES = [
  'pending',
  'processing',
  'done',
  'partial',
  'failed',
  'cancelled',
] as const;

/** A status of a plate-check record. */
export type PlateCheckStatus = (typeof PLATE_CHECK_STATUSES)[number];

/** pt-BR label of each status, as the list, its filter and the export show it. */
export const PLATE_CHECK_STATUS_LABELS: Readonly<Record<PlateCheckStatus, string>> = {
  pending: 'Aguardando',
  processing: 'Processando',
  done: 'Concluída',
  partial: 'Concluída parcialmente',
  failed: 'Falhou',
  cancelled: 'Cancelada',
};

/** Statuses a record no longer leaves (it may not be cancelled any more). */
export const PLATE_CHECK_FINAL_STATUSES: readonly PlateCheckStatus[] = [
  'done',
  'partial',
  'failed',
  'cancelled',
];

/** Whether a record in `status` is finished. */
export function isPlateCheckFinished(status: PlateCheckStatus): boolean {
  return PLATE_CHECK_FINAL_STATUSES.includes(status);
}
