export { formatVpoValue, VPO_UNKNOWN_VALUE } from './format-vpo-value.ts';
export { applyOperationType, CIF_OPERATION_TYPES } from './operation-type-rule.ts';
export type { OperationTypeFields } from './operation-type-rule.ts';
export { VPO_MESSAGES } from './vpo-messages.ts';
export {
  canMoveVpo,
  isVpoCancellable,
  VPO_STATUS_LABELS,
  VPO_STATUSES,
  VPO_TRANSITIONS,
} from './vpo-status.ts';
export type { VpoStatus } from './vpo-status.ts';
export { BUILTIN_SUPPLIER_NOTICE, VPO_SUPPLIER_KINDS, VPO_SUPPLIER_LABELS } from './vpo-supplier-kind.ts';
export type { VpoSupplierKind } from './vpo-supplier-kind.ts';
export {
  DEFAULT_VPO_VALIDITY_DAYS,
  defaultVpoExpiration,
  MAX_VPO_VALIDITY_DAYS,
  vpoExpirationProblem,
} from './vpo-validity.ts';
export { parsePassagesCsv, PASSAGE_COLUMNS, PASSAGES_CSV_MESSAGES } from './passages-csv.ts';
export type { PassagesCsvResult } from './passages-csv.ts';
export { reconcileStatement } from './reconcile-statement.ts';
export {
  BUILTIN_RECEIPT_TITLE,
  RECEIPT_UNKNOWN_MONEY,
  RECEIPT_UNKNOWN_TEXT,
  VPO_RECEIPT_PLAZA_KEYS,
  VPO_RECEIPT_TITLE,
  vpoReceipt,
} from './vpo-receipt.ts';
export type { VpoReceipt, VpoReceiptPlaza, VpoReceiptRow, VpoReceiptSection } from './vpo-receipt.ts';
export { vpoReconciliationSummary } from './reconciliation-summary.ts';
export type { VpoReconciliationSummary } from './reconciliation-summary.ts';
