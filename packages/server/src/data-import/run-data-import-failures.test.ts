import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import { backends, openTestDatabase } from '../test-support/test-database.ts';
import type { DataImportReport } from './data-import-report.ts';
import { runDataImport } from './run-data-import.ts';
import { copySharedData, replaceLine, sharedCsvRecords } from './test-support/source-copy.ts';

describe.each(backends)('runDataImport with bad sources on %s', (backend) => {
  let handle: DatabaseHandle;
  let work: string;
  let report: DataImportReport;
  const lines: string[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'data-import-bad-'));
    const sourceDir = copySharedData(join(work, 'source'));
    const pracas = join(sourceDir, 'pedagios', 'pracas.csv');
    writeFileSync(
      pracas,
      replaceLine(readFileSync(pracas, 'utf8'), 150, (line) =>
        line.replace(/,(ambos|crescente|decrescente|),/, ',talvez,'),
      ),
    );
    handle = await openTestDatabase(backend);
    await handle.migrate();
    report = await runDataImport({
      db: handle.db,
      // a road network that is not there: the graph step fails without building anything
      config: {
        DATA_DIR: join(work, 'data'),
        DATA_SOURCE_DIR: sourceDir,
        ROAD_NETWORK_FILE: 'osm/ausente.osm.pbf',
      },
      print: (line) => lines.push(line),
    });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('fails the steps with bad or missing sources, skips those needing them, runs the others', () => {
    expect(report.ok).toBe(false);
    expect(report.steps.map((step) => [step.step, step.status])).toEqual([
      ['road-graph', 'failed'],
      ['states', 'imported'],
      ['municipalities', 'imported'],
      ['toll-plazas', 'failed'],
      ['toll-tariffs', 'skipped'],
      ['toll-discounts', 'skipped'],
      ['toll-groups', 'skipped'],
      ['toll-point-to-point', 'skipped'],
      ['freight-coefficients', 'imported'],
      ['weighing-stations', 'skipped'],
      ['toll-placements', 'skipped'],
      ['gazetteer', 'imported'],
    ]);
  });

  it('names the missing road network with its path', () => {
    const graph = report.steps[0]!;
    expect(graph.errors).toEqual([
      {
        file: 'osm/ausente.osm.pbf',
        line: 0,
        message: `arquivo obrigatório não encontrado: ${join(work, 'source', 'osm', 'ausente.osm.pbf')}`,
      },
    ]);
    expect(lines).toContain(`  osm/ausente.osm.pbf: ${graph.errors[0]!.message}`);
  });

  it('reports the bad plaza row with its file and line and writes no plaza, keeping the earlier datasets', async () => {
    expect(report.steps[3]!.errors).toEqual([
      {
        file: 'pedagios/pracas.csv',
        line: 150,
        message: expect.stringMatching(/^sentido: sentido inválido/),
      },
    ]);
    expect(lines).toContain('praças de pedágio (pedagios/pracas.csv): ERRO, nada gravado (1 erro(s))');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}pedagios\/pracas\.csv:150: sentido: /));
    expect(lines).toContain(
      'tarifas de pedágio (pedagios/tarifas.csv): não importado: depende de praças de pedágio, que falhou',
    );
    const { db } = handle;
    expect(await db.$count(schema.tollPlazas)).toBe(0);
    expect(await db.$count(schema.tollTariffs)).toBe(0);
    expect(await db.$count(schema.states)).toBe(sharedCsvRecords('municipios/estados.csv').length);
    expect(await db.$count(schema.municipalities)).toBe(sharedCsvRecords('municipios/municipios.csv').length);
    expect(await db.$count(schema.freightCoefficients)).toBe(
      sharedCsvRecords('frete/piso_minimo.csv').length,
    );
    const recorded = await db.select({ dataset: schema.datasetImports.dataset }).from(schema.datasetImports);
    expect(recorded.map((row) => row.dataset).sort()).toEqual([
      'freight-coefficients',
      'gazetteer',
      'municipalities',
      'states',
    ]);
  });
});
