import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { freightCoefficients } from '../db/schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';
import { importFreightCoefficients } from './import-freight-coefficients.ts';
import { sharedCsv } from './test-support/source-copy.ts';

const FILE = 'frete/piso_minimo.csv';
const HEADER = 'ato,vigencia_inicio,vigencia_fim,tabela,tipo_carga,eixos,ccd_brl_km,cc_brl,fonte,nota';

describe.each(backends)('importFreightCoefficients on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.migrate();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(freightCoefficients);
  });

  it('imports the 428 coefficients of the three acts with their notes, then finds nothing to change', async () => {
    const text = sharedCsv(FILE);
    expect(await importFreightCoefficients(handle.db, text, { file: FILE })).toEqual({
      ok: true,
      rows: 428,
      inserted: 428,
      updated: 0,
      warnings: [],
    });
    const [cell] = await handle.db
      .select()
      .from(freightCoefficients)
      .where(
        and(
          eq(freightCoefficients.act, '6.076/2026'),
          eq(freightCoefficients.cargo_kind, 'granel_solido'),
          eq(freightCoefficients.axles, 2),
        ),
      );
    expect(cell).toMatchObject({
      valid_from: '2026-01-20',
      valid_to: '2026-07-16',
      table_id: 'A',
      ccd: 3.7123,
      cc: 444.84,
      note: null,
    });
    expect(
      await handle.db.$count(freightCoefficients, eq(freightCoefficients.table_id, 'B')),
    ).toBeGreaterThan(0);
    expect(
      await handle.db.$count(freightCoefficients, eq(freightCoefficients.act, 'Portaria SUROC 22/2026')),
    ).toBe(78);
    expect(await importFreightCoefficients(handle.db, text, { file: FILE })).toMatchObject({
      inserted: 0,
      updated: 0,
    });
  });

  it('accepts the SPEC spelling of a cargo kind and stores the official one', async () => {
    const text = `${HEADER}\nX/2026,2026-01-01,,A,perigosa_geral,5,7,600,teste,nota da linha\n`;
    expect(await importFreightCoefficients(handle.db, text, { file: FILE })).toMatchObject({ inserted: 1 });
    expect((await handle.db.select().from(freightCoefficients))[0]).toMatchObject({
      cargo_kind: 'perigosa_carga_geral',
      valid_to: null,
      note: 'nota da linha',
    });
  });

  it('lists every bad line, axles outside 2–15 included, and writes nothing', async () => {
    const text = [
      HEADER,
      'X/2026,2026-01-01,,A,carga_geral,5,7,600,,',
      'X/2026,2026-01-01,,E,carga_geral,5,7,600,,',
      'X/2026,2026-01-01,,A,areia,5,7,600,,',
      'X/2026,2026-01-01,2025-12-31,A,granel_solido,5,7,600,,',
      'X/2026,2026-01-01,,A,neogranel,20,7,600,,',
    ].join('\n');
    const result = await importFreightCoefficients(handle.db, text, { file: FILE });
    expect(result.ok ? [] : result.errors.map((error) => [error.line, error.message])).toEqual([
      [3, 'tabela: tabela inválida (esperado A, B, C ou D)'],
      [4, 'tipo_carga: tipo de carga desconhecido'],
      [5, 'vigencia_fim: fim da vigência anterior ao início'],
      [6, 'eixos: número de eixos inválido (de 2 a 15)'],
    ]);
    expect(await handle.db.$count(freightCoefficients)).toBe(0);
  });
});
