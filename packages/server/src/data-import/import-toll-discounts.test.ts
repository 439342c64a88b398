import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { tollPlazaDiscounts, tollPlazas } from '../db/schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';
import { importTollDiscounts } from './import-toll-discounts.ts';
import { importTollPlazas } from './import-toll-plazas.ts';
import { replaceLine, sharedCsv, sharedCsvRecords } from './test-support/source-copy.ts';

const FILE = 'pedagios/descontos_praca.csv';
const PLAZA_A = 'antt-ecovias-rio-minas-p04-viuva-graca';
const PLAZA_B = 'antt-ecovias-rio-minas-p05-viuva-graca-b';
const NOT_LISTED = 'antt-autopista-regis-bittencourt-miracatu';

/** `text` with `column` (`percentual_tag`, `nota`) of the row of `plazaId` set to `value`. */
function withCell(text: string, plazaId: string, column: 'percentual_tag' | 'nota', value: string): string {
  const lines = text.split('\n');
  const line = lines.findIndex((row) => row.startsWith(`${plazaId},`)) + 1;
  expect(line, plazaId).toBeGreaterThan(1);
  if (column === 'percentual_tag')
    return replaceLine(text, line, (row) => row.replace(/^([^,]+),[^,]*,/, `$1,${value},`));
  return replaceLine(text, line, (row) => row.replace(/,[^,]*$/, `,${value}`));
}

describe.each(backends)('importTollDiscounts on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.migrate();
    await importTollPlazas(handle.db, sharedCsv('pedagios/pracas.csv'), { file: 'pedagios/pracas.csv' });
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(tollPlazaDiscounts);
    await handle.db.update(tollPlazas).set({ tag_percent: 0 });
  });

  const tagPercent = async (id: string) =>
    (
      await handle.db.select({ value: tollPlazas.tag_percent }).from(tollPlazas).where(eq(tollPlazas.id, id))
    )[0]?.value;
  const tagPercents = async () =>
    new Map(
      (await handle.db.select({ id: tollPlazas.id, value: tollPlazas.tag_percent }).from(tollPlazas)).map(
        (row) => [row.id, row.value],
      ),
    );
  /** What an operator does with `PUT /api/toll-plazas/:id` and `porcentagem_tag`. */
  const operatorSets = (id: string, percent: number) =>
    handle.db.update(tollPlazas).set({ tag_percent: percent }).where(eq(tollPlazas.id, id));

  it('stores every row of the file and gives each listed plaza the file’s percentage; the others keep theirs', async () => {
    const records = sharedCsvRecords(FILE);
    const listed = new Map(records.map((record) => [record['praca_id']!, Number(record['percentual_tag'])]));
    expect(listed.has(NOT_LISTED)).toBe(false);
    await operatorSets(NOT_LISTED, 7);
    const before = await tagPercents();

    expect(await importTollDiscounts(handle.db, sharedCsv(FILE), { file: FILE })).toEqual({
      ok: true,
      rows: records.length,
      inserted: records.length,
      updated: 0,
      warnings: [],
    });
    const after = await tagPercents();
    for (const [id, value] of after) {
      expect(value, id).toBe(listed.has(id) ? listed.get(id) : before.get(id));
    }
    expect(after.get(NOT_LISTED)).toBe(7);

    const cell = (value: string | undefined) => (value?.trim() ? value.trim() : null);
    const stored = await handle.db.select().from(tollPlazaDiscounts);
    expect(
      stored
        .map(({ created_at: _created, updated_at: _updated, ...row }) => row)
        .sort((a, b) => a.plaza_id.localeCompare(b.plaza_id)),
    ).toEqual(
      records
        .map((record) => ({
          plaza_id: record['praca_id'],
          tag_percent: Number(record['percentual_tag']),
          applies_to: cell(record['aplica_a']),
          valid_from: cell(record['vigencia_inicio']),
          source_url: cell(record['fonte_url']),
          confidence: cell(record['confianca']),
          note: cell(record['nota']),
        }))
        .sort((a, b) => a.plaza_id!.localeCompare(b.plaza_id!)),
    );
  });

  it('changes nothing when the same text is imported again', async () => {
    const text = sharedCsv(FILE);
    await importTollDiscounts(handle.db, text, { file: FILE });
    const stamps = async () => ({
      discounts: await handle.db
        .select({ id: tollPlazaDiscounts.plaza_id, at: tollPlazaDiscounts.updated_at })
        .from(tollPlazaDiscounts)
        .orderBy(tollPlazaDiscounts.plaza_id),
      plazas: await handle.db
        .select({ id: tollPlazas.id, at: tollPlazas.updated_at, tag: tollPlazas.tag_percent })
        .from(tollPlazas)
        .orderBy(tollPlazas.id),
    });
    const before = await stamps();
    expect(await importTollDiscounts(handle.db, text, { file: FILE })).toMatchObject({
      ok: true,
      inserted: 0,
      updated: 0,
    });
    expect(await stamps()).toEqual(before);
  });

  describe('an operator’s percentage stands until the file changes that plaza’s value', () => {
    const text = sharedCsv(FILE);
    const fileValue = (id: string) =>
      Number(sharedCsvRecords(FILE).find((record) => record['praca_id'] === id)!['percentual_tag']);
    const otherValue = (id: string) => (fileValue(id) === 2.5 ? 3 : 2.5);

    it.each([
      {
        then: 'the same file is imported again',
        file: () => text,
        updated: 0,
        a: () => 12,
        b: () => fileValue(PLAZA_B),
      },
      {
        then: 'a file in which A’s value changed is imported',
        file: () => withCell(text, PLAZA_A, 'percentual_tag', String(otherValue(PLAZA_A))),
        updated: 1,
        a: () => otherValue(PLAZA_A),
        b: () => fileValue(PLAZA_B),
      },
      {
        then: 'a file in which only B’s value changed is imported',
        file: () => withCell(text, PLAZA_B, 'percentual_tag', String(otherValue(PLAZA_B))),
        updated: 1,
        a: () => 12,
        b: () => otherValue(PLAZA_B),
      },
      {
        then: 'a file in which only A’s note changed is imported',
        file: () => withCell(text, PLAZA_A, 'nota', 'Nova observação.'),
        updated: 1,
        a: () => 12,
        b: () => fileValue(PLAZA_B),
      },
    ])('operator sets plaza A to 12 %, then $then', async ({ file, updated, a, b }) => {
      await importTollDiscounts(handle.db, text, { file: FILE });
      await operatorSets(PLAZA_A, 12);
      expect(await importTollDiscounts(handle.db, file(), { file: FILE })).toMatchObject({
        ok: true,
        inserted: 0,
        updated,
      });
      expect(await tagPercent(PLAZA_A)).toBe(a());
      expect(await tagPercent(PLAZA_B)).toBe(b());
    });

    it('a plaza overwritten by a changed file keeps a later operator edit on the next import of that file', async () => {
      const changed = withCell(text, PLAZA_A, 'percentual_tag', String(otherValue(PLAZA_A)));
      await importTollDiscounts(handle.db, text, { file: FILE });
      await operatorSets(PLAZA_A, 12);
      await importTollDiscounts(handle.db, changed, { file: FILE });
      await operatorSets(PLAZA_A, 9);
      await importTollDiscounts(handle.db, changed, { file: FILE });
      expect(await tagPercent(PLAZA_A)).toBe(9);
      await importTollDiscounts(handle.db, text, { file: FILE });
      expect(await tagPercent(PLAZA_A)).toBe(fileValue(PLAZA_A));
    });
  });

  it('makes a row of a plaza the database lacks a line error and writes nothing', async () => {
    const lines = sharedCsv(FILE).split('\n');
    const middle = Math.floor(lines.length / 2);
    const text = replaceLine(sharedCsv(FILE), middle, (line) => line.replace(/^[^,]+/, 'praca-inexistente'));
    expect(await importTollDiscounts(handle.db, text, { file: FILE })).toEqual({
      ok: false,
      errors: [
        {
          file: FILE,
          line: middle,
          message: 'praca_id: praça desconhecida "praca-inexistente" (importe as praças antes dos descontos)',
        },
      ],
    });
    expect(await handle.db.$count(tollPlazaDiscounts)).toBe(0);
    expect([...(await tagPercents()).values()].every((value) => value === 0)).toBe(true);
  });

  it('refuses bad rows, naming file, line and column, and writes nothing', async () => {
    const text = [
      'praca_id,percentual_tag,aplica_a,vigencia_inicio,fonte_url,confianca,nota',
      `${PLAZA_A},5,,,,,`,
      `${PLAZA_B},5%,,,,,`,
      `${NOT_LISTED},101,,,,,`,
      `${PLAZA_A},0,,,,,`,
      `,5,,,,,`,
    ].join('\n');
    const result = await importTollDiscounts(handle.db, text, { file: 'meus-descontos.csv' });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          file: 'meus-descontos.csv',
          line: 3,
          message: 'percentual_tag: percentual_tag inválido (de 0 a 100, decimal com ponto, ex.: 5)',
        },
        {
          file: 'meus-descontos.csv',
          line: 4,
          message: 'percentual_tag: percentual_tag inválido (de 0 a 100, decimal com ponto, ex.: 5)',
        },
        { file: 'meus-descontos.csv', line: 5, message: 'praça repetida (um desconto por praça)' },
        { file: 'meus-descontos.csv', line: 6, message: 'praca_id: campo obrigatório ausente' },
      ],
    });
    expect(await handle.db.$count(tollPlazaDiscounts)).toBe(0);
    expect(await tagPercent(PLAZA_A)).toBe(0);
  });

  it('returns at most 100 errors of unknown plazas and counts the rest', async () => {
    const text = sharedCsv(FILE)
      .split('\n')
      .map((line, index) =>
        index === 0 || line === '' ? line : line.replace(/^[^,]+/, `sem-praca-${index}`),
      )
      .join('\n');
    const result = await importTollDiscounts(handle.db, text, { file: FILE });
    const errors = result.ok ? [] : result.errors;
    const rest = sharedCsvRecords(FILE).length - 100;
    expect(rest).toBeGreaterThan(0);
    expect(errors).toHaveLength(101);
    expect(errors[99]).toEqual({
      file: FILE,
      line: 101,
      message: expect.stringContaining('"sem-praca-100"'),
    });
    expect(errors[100]).toEqual({
      file: FILE,
      line: 102,
      message: `mais ${rest} erro(s) não listado(s), o primeiro nesta linha`,
    });
    expect(await handle.db.$count(tollPlazaDiscounts)).toBe(0);
  });
});
