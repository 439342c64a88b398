import { describe, it, expect } from 'vitest';
import { readSharedCsv } from '../test-support/shared-data.ts';
import { coefficientsInForce } from './coefficients-in-force.ts';
import type { FreightCoefficient } from './freight-coefficient.ts';
import { freightFloor } from './freight-floor.ts';
import { freightFloorTable } from './freight-floor-table.ts';
import { parseFreightCoefficients } from './parse-freight-coefficients.ts';

const parsed = parseFreightCoefficients(readSharedCsv('frete/piso_minimo.csv'));
const rows: FreightCoefficient[] = parsed.success ? parsed.rows : [];
const cell = (act: string, table: string, cargoKind: string, axles: number) =>
  rows.find(
    (row) => row.act === act && row.table === table && row.cargoKind === cargoKind && row.axles === axles,
  )!;

describe('real piso_minimo.csv', () => {
  it('all 428 rows parse', () => {
    expect(parsed.success ? [] : parsed.errors).toEqual([]);
    expect(rows).toHaveLength(428);
  });

  it.each([
    ['2026-08-01', '6.084/2026'],
    ['2026-10-01', 'Portaria SUROC 22/2026'],
    ['2026-03-01', '6.076/2026'],
  ])('on %s table A carga_geral 6 axles uses act %s', (date, act) => {
    const floor = freightFloor({ table: 'A', cargoKind: 'geral', axles: 6, km: 500, date }, rows);
    expect(floor?.act).toBe(act);
  });

  it('tables B–D stay on 6.084/2026 after SUROC 22/2026', () => {
    const acts = new Set(
      coefficientsInForce(rows, '2026-10-01')
        .filter((row) => row.table !== 'A')
        .map((row) => row.act),
    );
    expect([...acts]).toEqual(['6.084/2026']);
  });

  it('an 8-axle vehicle uses the 7-axle row', () => {
    const floor = freightFloor(
      { table: 'A', cargoKind: 'carga_geral', axles: 8, km: 500, date: '2026-08-01' },
      rows,
    );
    expect(floor?.axlesUsed).toBe(7);
    expect(floor?.ccd).toBe(cell('6.084/2026', 'A', 'carga_geral', 7).ccd);
  });

  it('for 500 km, value = 500 × ccd + cc from the row itself, for every cell in force', () => {
    const inForce = coefficientsInForce(rows, '2026-10-01');
    expect(inForce.length).toBeGreaterThan(250);
    for (const row of inForce) {
      const floor = freightFloor(
        { table: row.table, cargoKind: row.cargoKind, axles: row.axles, km: 500 },
        inForce,
      );
      expect(floor?.value, `${row.table} ${row.cargoKind} ${row.axles}`).toBe(
        Math.round((500 * row.ccd + row.cc) * 100) / 100,
      );
    }
  });

  it.each(['conteinerizada', 'perigosa_conteineirizada'])('%s has no 2-axle row → null', (cargoKind) => {
    expect(freightFloor({ table: 'A', cargoKind, axles: 2, km: 500, date: '2026-08-01' }, rows)).toBeNull();
  });

  it('the planner list for a 6-axle truck covers tables A–D', () => {
    const table = freightFloorTable(rows, { km: 500, axles: 6, date: '2026-10-01' });
    expect(new Set(table.map((floor) => floor.table))).toEqual(new Set(['A', 'B', 'C', 'D']));
    expect(table.filter((floor) => floor.table === 'A')).toHaveLength(12);
  });
});
