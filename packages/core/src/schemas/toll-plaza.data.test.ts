import { describe, expect, it } from 'vitest';
import { readSharedCsv } from '../test-support/shared-data.ts';
import { tollFaresSchema, tollPlazaSchema } from './toll-plaza.ts';

describe('the shared toll plazas and fares fit the toll plaza schema', () => {
  it('every plaza of pedagios/pracas.csv parses', () => {
    const rows = readSharedCsv('pedagios/pracas.csv');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row['id'])).size, 'plaza ids are unique').toBe(rows.length);
    for (const row of rows) {
      const parsed = tollPlazaSchema.safeParse({
        id: row['id'],
        concessionaria: row['concessionaria'],
        nome: row['nome'],
        rodovia: row['rodovia'],
        uf: row['uf'],
        cidade: row['municipio'],
        km: row['km'] || null,
        lat: row['latitude'],
        lng: row['longitude'],
        sentido: row['sentido'] || null,
      });
      expect(parsed.success, row['id']).toBe(true);
    }
  });

  it('the fares of each plaza and date form a fares-by-multiplier record', () => {
    const byPlaza = new Map<string, Record<string, number>>();
    for (const row of readSharedCsv('pedagios/tarifas.csv')) {
      const key = `${row['praca_id']}@${row['vigencia_inicio']}`;
      const fares = byPlaza.get(key) ?? {};
      fares[row['multiplicador'] ?? ''] = Number(row['tarifa_brl']);
      byPlaza.set(key, fares);
    }
    expect(byPlaza.size).toBeGreaterThan(300);
    for (const [key, fares] of byPlaza) {
      expect(tollFaresSchema.safeParse(fares).success, key).toBe(true);
    }
  });
});
