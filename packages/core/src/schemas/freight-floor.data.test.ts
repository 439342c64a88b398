import { describe, expect, it } from 'vitest';
import { readSharedCsv } from '../test-support/shared-data.ts';
import { cargoKindSchema } from './cargo-kind.ts';
import { freightFloorSchema } from './freight-floor.ts';

describe('the ANTT freight-floor coefficients of frete/piso_minimo.csv', () => {
  const rows = readSharedCsv('frete/piso_minimo.csv');

  it('use exactly the 12 official cargo kinds', () => {
    const kinds = new Set(rows.map((row) => row['tipo_carga']));
    expect([...kinds].sort()).toEqual([...cargoKindSchema.options].sort());
  });

  it('every row gives a freight floor for a 100 km trip', () => {
    expect(rows.length).toBe(428);
    for (const row of rows) {
      const ccd = Number(row['ccd_brl_km']);
      const cc = Number(row['cc_brl']);
      const parsed = freightFloorSchema.safeParse({
        table: row['tabela'],
        cargo_kind: row['tipo_carga'],
        axles: row['eixos'],
        value: 100 * ccd + cc,
        ccd,
        cc,
        act: row['ato'],
        valid_from: row['vigencia_inicio'],
        valid_to: row['vigencia_fim'] || null,
      });
      expect(parsed.success, JSON.stringify(row)).toBe(true);
    }
  });
});
