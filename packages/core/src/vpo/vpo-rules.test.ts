import { describe, expect, it } from 'vitest';
import { applyOperationType } from './operation-type-rule.ts';
import { canMoveVpo, isVpoCancellable, VPO_STATUSES, VPO_TRANSITIONS } from './vpo-status.ts';
import { defaultVpoExpiration, vpoExpirationProblem } from './vpo-validity.ts';

describe('VPO rules', () => {
  it('SPEC §4: VendaCliente and Reentrega make the taker CIF and take the destination from the last waypoint', () => {
    const fields = { operationType: 'VendaCliente', transportTaker: 'FOB' as const, destinationDocument: '' };
    expect(applyOperationType(fields, '11.222.333/0001-81')).toEqual({
      operationType: 'VendaCliente',
      transportTaker: 'CIF',
      destinationDocument: '11222333000181',
    });
    expect(
      applyOperationType({ ...fields, operationType: 'Reentrega' }, '529.982.247-25').transportTaker,
    ).toBe('CIF');
    const other = { ...fields, operationType: 'Transferencia', destinationDocument: '52998224725' };
    expect(applyOperationType(other, 'São Paulo')).toBe(other);
  });

  it('moves only along the lifecycle; ends are final; only an issued VPO is cancelled', () => {
    expect(canMoveVpo('quoted', 'pending')).toBe(true);
    expect(canMoveVpo('unknown', 'issued')).toBe(true);
    expect(canMoveVpo('issued', 'cancel_pending')).toBe(true);
    expect(canMoveVpo('cancelled', 'issued')).toBe(false);
    expect(canMoveVpo('issued', 'pending')).toBe(false);
    for (const end of ['cancelled', 'closed', 'expired', 'failed', 'refused', 'no_toll'] as const) {
      expect(VPO_TRANSITIONS[end]).toEqual([]);
    }
    expect(VPO_STATUSES.filter(isVpoCancellable)).toEqual(['issued', 'cancel_pending']);
  });

  it('is valid for 5 days by default and never in the past or beyond 15 days', () => {
    expect(defaultVpoExpiration('2026-12-29')).toBe('2027-01-03');
    expect(vpoExpirationProblem('2026-11-25', '2026-11-26')).toBe('past');
    expect(vpoExpirationProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(vpoExpirationProblem('2026-12-11', '2026-11-26')).toBeNull();
    expect(vpoExpirationProblem('2026-12-12', '2026-11-26')).toBe('too-far');
  });
});
