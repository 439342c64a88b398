import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import { municipalities, weighingStations } from '../db/schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';
import type { KmMarkers } from '../tolls/index.ts';
import { importWeighingStations } from './import-weighing-stations.ts';
import { sharedCsv } from './test-support/source-copy.ts';

const FILE = 'balancas/balancas.csv';
const HEADER = 'nome,tipo,rodovia,km,sentido,municipio,uf,operador,latitude,longitude,fonte,confianca';

/** SP-280 from km 37 to km 42, drawn due east from (-23.5, -47.0), 1 km per 0.01° (as the DER draws it). */
const SP280: KmMarkers = {
  byRef: new Map([
    [
      'SP-280',
      [
        {
          wayId: 1,
          ref: 'SP-280',
          kmStart: 37,
          kmEnd: 42,
          lat: new Float64Array(6).fill(-23.5),
          lng: Float64Array.from([0, 1, 2, 3, 4, 5], (i) => -47 + i * 0.01),
          along: Float64Array.from([0, 1, 2, 3, 4, 5], (i) => i * 1000),
          orientation: 1,
        },
      ],
    ],
  ]),
};

describe.each(backends)('importWeighingStations on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.migrate();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(weighingStations);
    await handle.db.delete(municipalities);
  });

  const stations = () => handle.db.select().from(weighingStations).orderBy(asc(weighingStations.id));

  it('imports the 33 stations of balancas.csv, listing the 21 it cannot position without km markers', async () => {
    const text = sharedCsv(FILE);
    const result = await importWeighingStations(handle.db, text, { file: FILE });
    expect(result).toMatchObject({ ok: true, rows: 33, inserted: 33, updated: 0 });
    expect(result.ok && result.warnings).toHaveLength(21);
    expect(result.ok && result.warnings[0]).toBe(
      'balancas/balancas.csv:14: Posto de Pesagem Veicular CCR ViaSul (BR-101 km 41, RS) sem posição: ' +
        'marcos de km da malha viária indisponíveis',
    );
    const rows = await stations();
    expect(rows.filter((row) => row.position_source === 'published')).toHaveLength(12);
    expect(rows.filter((row) => row.position_source === 'none' && row.lat === null)).toHaveLength(21);
    expect(rows.find((row) => row.km_text === '84+900')).toMatchObject({
      km: 84.9,
      road: 'BR-050',
      uf: 'MG',
    });
    expect(rows.find((row) => row.km_text === '151 (sentido S)')).toMatchObject({ km: 151 });
    // the two unnamed PR posts without road differ by municipality only: both kept, and found again
    expect(rows.filter((row) => row.name === 'Posto de Pesagem' && row.uf === 'PR')).toHaveLength(2);
    expect(await importWeighingStations(handle.db, text, { file: FILE })).toMatchObject({
      inserted: 0,
      updated: 0,
    });
    expect(await handle.db.$count(weighingStations)).toBe(33);
  });

  it('positions a station without coordinates at its km on the km-marked way of its road', async () => {
    const text = `${HEADER}\nBalança Castello Branco km 39,PPV,SP-280,39,,,SP,,,,jornal,média\n`;
    expect(await importWeighingStations(handle.db, text, { file: FILE, kmMarkers: SP280 })).toMatchObject({
      ok: true,
      inserted: 1,
      warnings: [],
    });
    const [row] = await stations();
    expect(row).toMatchObject({ position_source: 'road-km', km: 39, km_text: '39' });
    expect(row!.lat).toBeCloseTo(-23.5, 9);
    expect(row!.lng).toBeCloseTo(-46.98, 9);

    // an upload without km markers keeps the position found before
    expect(await importWeighingStations(handle.db, text, { file: FILE })).toMatchObject({
      updated: 0,
      warnings: [],
    });
    expect((await stations())[0]).toMatchObject({ position_source: 'road-km', lat: row!.lat });
  });

  it('does not position a station at a km of the same road number in another state', async () => {
    await handle.db.insert(municipalities).values([
      { ibge_code: 3552205, name: 'Sorocaba', uf: 'SP', lat: -23.5, lng: -46.95, capital: false },
      { ibge_code: 4314902, name: 'Porto Alegre', uf: 'RS', lat: -30.03, lng: -51.23, capital: true },
    ]);
    const text = `${HEADER}\nA,PPV,SP-280,39,,,RS,,,,,\nB,PPV,SP-280,40,,,SP,,,,,\nC,PPV,SP-280,50,,,SP,,,,,\n`;
    const result = await importWeighingStations(handle.db, text, { file: FILE, kmMarkers: SP280 });
    expect(result.ok && result.warnings).toEqual([
      'balancas/balancas.csv:2: A (SP-280 km 39, RS) sem posição: o km 39 da SP-280 com marcos de km fica fora de RS',
      'balancas/balancas.csv:4: C (SP-280 km 50, SP) sem posição: ' +
        'nenhum trecho da SP-280 com marcos de km (km:start/km:end) cobre o km 50',
    ]);
    expect((await stations()).map((row) => [row.name, row.position_source])).toEqual([
      ['A', 'none'],
      ['B', 'road-km'],
      ['C', 'none'],
    ]);
  });

  it.each([
    ['zero bytes', ''],
    ['only the header', `${HEADER}\n`],
  ])('accepts an empty file (%s) and keeps the stations it lacks', async (_name, text) => {
    await importWeighingStations(handle.db, `${HEADER}\nPPV,,BR-101,10,,,SC,,-27,-48.6,,\n`, { file: FILE });
    expect(await importWeighingStations(handle.db, text, { file: FILE })).toEqual({
      ok: true,
      rows: 0,
      inserted: 0,
      updated: 0,
      warnings: [],
    });
    expect(await handle.db.$count(weighingStations)).toBe(1);
  });

  it('updates a changed station but never its active flag', async () => {
    await importWeighingStations(handle.db, `${HEADER}\nPPV,,BR-101,10,,,SC,,-27,-48.6,,\n`, { file: FILE });
    await handle.db.update(weighingStations).set({ active: false });
    const moved = `${HEADER}\nPPV,PPV fixo,BR-101,10,,,SC,DNIT,-27.1,-48.6,,\n`;
    expect(await importWeighingStations(handle.db, moved, { file: FILE })).toMatchObject({
      inserted: 0,
      updated: 1,
    });
    expect((await stations())[0]).toMatchObject({
      kind: 'PPV fixo',
      operator: 'DNIT',
      lat: -27.1,
      active: false,
    });
  });

  it('refuses a file without the nome column or with bad rows, writing nothing', async () => {
    expect(await importWeighingStations(handle.db, 'rodovia,km\nBR-101,1\n', { file: FILE })).toEqual({
      ok: false,
      errors: [{ file: FILE, line: 1, message: 'cabeçalho sem a(s) coluna(s) obrigatória(s): nome' }],
    });
    const text = `${HEADER}\nA,,BR-101,10,,,SC,,,,,\nB,,BR-101,dez,,,SC,,,,,\n`;
    expect(await importWeighingStations(handle.db, text, { file: FILE })).toEqual({
      ok: false,
      errors: [
        {
          file: FILE,
          line: 3,
          message: 'km: km inválido (esperado um número no início, ex.: 151, 84+900, 151 (sentido S))',
        },
      ],
    });
    expect(await handle.db.$count(weighingStations, eq(weighingStations.name, 'A'))).toBe(0);
  });
});
