/**
 * The life of a VPO purchase, covering every supplier (reference `vpo-and-tag-providers.md`):
 * `draft` → `quoted` → `pending` → `issued` → (`cancel_pending` → `cancelled`) | `closed` | `expired`,
 * with `failed`, `refused` and `no_toll` (route without tolls) as ends. `unknown`: the supplier's answer
 * to a purchase never came (time-out); only a lookup by our client reference may settle it, never a
 * blind retry.
 */
export const VPO_STATUSES = [
  'draft',
  'quoted',
  'pending',
  'unknown',
  'issued',
  'cancel_pending',
  'cancelled',
  'closed',
  'expired',
  'failed',
  'refused',
  'no_toll',
] as const;

/** A status of a VPO purchase. */
export type VpoStatus = (typeof VPO_STATUSES)[number];

/** pt-BR label of each status, as the report, the receipt and the filters show it. */
export const VPO_STATUS_LABELS: Readonly<Record<VpoStatus, string>> = {
  draft: 'Rascunho',
  quoted: 'Cotado',
  pending: 'Aguardando confirmação',
  unknown: 'Situação desconhecida',
  issued: 'Emitido',
  cancel_pending: 'Cancelamento solicitado',
  cancelled: 'Cancelado',
  closed: 'Encerrado',
  expired: 'Expirado',
  failed: 'Falhou',
  refused: 'Recusado',
  no_toll: 'Rota sem pedágio',
};

/** Statuses a purchase may move to from each status (the one rule the server enforces). */
export const VPO_TRANSITIONS: Readonly<Record<VpoStatus, readonly VpoStatus[]>> = {
  draft: ['quoted', 'failed'],
  quoted: ['pending', 'unknown', 'issued', 'failed', 'refused', 'no_toll'],
  pending: ['issued', 'unknown', 'failed', 'refused', 'no_toll'],
  unknown: ['pending', 'issued', 'failed', 'refused', 'no_toll'],
  issued: ['cancel_pending', 'cancelled', 'closed', 'expired'],
  cancel_pending: ['cancelled', 'issued'],
  cancelled: [],
  closed: [],
  expired: [],
  failed: [],
  refused: [],
  no_toll: [],
};

/**
 * Whether a purchase may go from `from` to `to`.
 *
 * @example canMoveVpo('issued', 'cancel_pending') // true
 */
export function canMoveVpo(from: VpoStatus, to: VpoStatus): boolean {
  return VPO_TRANSITIONS[from].includes(to);
}

/**
 * Whether a purchase in `status` may be cancelled by the user: an issued VPO, or one whose cancellation
 * got no answer from the supplier (asking again is harmless). The supplier may still refuse, e.g. after a
 * plaza passage was recognised.
 */
export function isVpoCancellable(status: VpoStatus): boolean {
  return status === 'issued' || status === 'cancel_pending';
}
