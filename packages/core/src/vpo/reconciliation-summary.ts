import type { VpoReconciliation } from '../schemas/vpo.ts';

/** The figures above a statement's reconciliation. */
export interface VpoReconciliationSummary {
  /** VPOs checked against the statement (entries with a `vpo_id`). */
  readonly vpos: number;
  /** Plazas bought but not passed, over every VPO. */
  readonly boughtNotPassed: number;
  /** Passages charged but not bought: those charged to a VPO beyond its plazas and those of no VPO. */
  readonly chargedNotBought: number;
  /** Sum of the values of the passages charged but not bought (reais, rounded to the cent). */
  readonly chargedNotBoughtValue: number;
  /** Whether the statement and the VPOs agree: nothing bought unpassed, nothing charged unbought. */
  readonly agrees: boolean;
}

/**
 * Sums up a statement's reconciliation (core's `reconcileStatement`, `POST /api/vpo/reconciliation`):
 * VPOs checked, plazas bought and not passed, passages charged and not bought and their value.
 *
 * @example vpoReconciliationSummary([]) // { vpos: 0, boughtNotPassed: 0, chargedNotBought: 0, chargedNotBoughtValue: 0, agrees: true }
 */
export function vpoReconciliationSummary(entries: readonly VpoReconciliation[]): VpoReconciliationSummary {
  let cents = 0;
  let boughtNotPassed = 0;
  let chargedNotBought = 0;
  for (const entry of entries) {
    boughtNotPassed += entry.bought_not_passed.length;
    chargedNotBought += entry.charged_not_bought.length;
    for (const passage of entry.charged_not_bought) cents += Math.round(passage.value * 100);
  }
  return {
    vpos: entries.filter((entry) => entry.vpo_id !== null).length,
    boughtNotPassed,
    chargedNotBought,
    chargedNotBoughtValue: cents / 100,
    agrees: boughtNotPassed === 0 && chargedNotBought === 0,
  };
}
