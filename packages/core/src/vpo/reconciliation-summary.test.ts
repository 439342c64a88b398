import { describe, expect, it } from 'vitest';
import type { VpoQuoteLine, VpoReconciliation, VpoStatementLine } from '../schemas/vpo.ts';
import { vpoReconciliationSummary } from './reconciliation-summary.ts';

const plaza = { name: 'Praça Registro', fare: null } as unknown as VpoQuoteLine;
const passage = (value: number) => ({ plaza: 'Praça Jacareí', value }) as unknown as VpoStatementLine;

const entry = (
  vpoId: number | null,
  notPassed: VpoQuoteLine[],
  notBought: VpoStatementLine[],
): VpoReconciliation => ({
  vpo_id: vpoId,
  plate: 'ABC1D23',
  trip_number: null,
  bought_not_passed: notPassed,
  charged_not_bought: notBought,
  matched: 1,
});

describe('vpoReconciliationSummary', () => {
  it.each([
    {
      case: 'no VPO, no passage',
      entries: [],
      summary: { vpos: 0, boughtNotPassed: 0, chargedNotBought: 0, chargedNotBoughtValue: 0, agrees: true },
    },
    {
      case: 'every plaza passed',
      entries: [entry(1, [], []), entry(2, [], [])],
      summary: { vpos: 2, boughtNotPassed: 0, chargedNotBought: 0, chargedNotBoughtValue: 0, agrees: true },
    },
    {
      case: 'plazas not passed, passages not bought, passages of no VPO (cents summed exactly)',
      entries: [
        entry(1, [plaza, plaza], [passage(0.1)]),
        entry(2, [], [passage(0.2)]),
        entry(null, [], [passage(12.34)]),
      ],
      summary: {
        vpos: 2,
        boughtNotPassed: 2,
        chargedNotBought: 3,
        chargedNotBoughtValue: 12.64,
        agrees: false,
      },
    },
  ])('$case', ({ entries, summary }) => {
    expect(vpoReconciliationSummary(entries)).toEqual(summary);
  });
});
