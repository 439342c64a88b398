import { describe, expect, it } from 'vitest';
import type { Vpo, VpoQuoteLine, VpoStatementLine } from '../schemas/vpo.ts';
import { reconcileStatement } from './reconcile-statement.ts';

const line = (name: string, code: string | null = null): VpoQuoteLine => ({
  plaza_id: `id-${name}`,
  codigo_antt: code,
  codigo_semparar: null,
  name,
  road: 'BR-116',
  km: 1,
  direction: null,
  uf: 'SP',
  concessionaire: null,
  fare: 10,
});

const vpo = (id: number, plate: string, lines: VpoQuoteLine[], trip: string | null = null) =>
  ({
    id,
    vehicle: { plate, category: 'truck', axis: 6, suspended_axles: 0, rear_wheel_type: null },
    lines,
    trip_number: trip,
    created_at: '2026-09-02T15:00:00.000Z',
    expiration_date: '2026-09-07',
  }) as unknown as Vpo;

const passage = (
  plaza: string,
  plate: string,
  day = '2026-09-03',
  extra: Partial<VpoStatementLine> = {},
) => ({
  passed_at: `${day}T10:00:00`,
  plaza,
  plaza_code: null,
  road: null,
  plate,
  tag: null,
  value: 10,
  trip_number: null,
  ...extra,
});

describe('reconcileStatement', () => {
  it('finds plazas bought but not passed and passages charged but not bought, per VPO', () => {
    const bought = vpo(1, 'BRA2E19', [
      line('Praça Jacareí'),
      line('Praça Arujá', 'P-7'),
      line('Praça Itaquá'),
    ]);
    const result = reconcileStatement(
      [bought],
      [
        passage('PRACA JACAREI', 'BRA2E19'),
        passage('qualquer nome', 'BRA2E19', '2026-09-03', { plaza_code: 'p-7' }),
        passage('Praça Guararema', 'BRA2E19'),
        passage('Praça Jacareí', 'BRA2E19', '2026-09-20'),
        passage('Praça Jacareí', 'ABC1234'),
      ],
    );
    expect(result[0]).toMatchObject({ vpo_id: 1, matched: 2 });
    expect(result[0]!.bought_not_passed.map((l) => l.name)).toEqual(['Praça Itaquá']);
    expect(result[0]!.charged_not_bought.map((p) => p.plaza)).toEqual(['Praça Guararema']);
    expect(
      result.slice(1).map((entry) => [entry.vpo_id, entry.plate, entry.charged_not_bought.length]),
    ).toEqual([
      [null, 'BRA2E19', 1],
      [null, 'ABC1234', 1],
    ]);
  });

  it('matches a passage to its trip number first, and each bought plaza once', () => {
    const first = vpo(1, 'BRA2E19', [line('Praça A')], '100');
    const second = vpo(2, 'BRA2E19', [line('Praça A')], '200');
    const result = reconcileStatement(
      [first, second],
      [
        passage('Praça A', 'BRA2E19', '2026-09-03', { trip_number: '200' }),
        passage('Praça A', 'BRA2E19', '2026-09-03', { trip_number: '200' }),
      ],
    );
    expect(result[0]!.bought_not_passed).toHaveLength(1);
    expect(result[1]).toMatchObject({ matched: 1 });
    expect(result[1]!.charged_not_bought).toHaveLength(1);
  });
});
