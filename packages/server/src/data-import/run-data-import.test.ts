import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, max } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import { graphIdOf } from '../reference-data/graph-id.ts';
import { openTestDatabase } from '../test-support/test-database.ts';
import { plazaPlacementSchema } from '../tolls/index.ts';
import type { DataImportReport } from './data-import-report.ts';
import { needsDataImport } from './needs-data-import.ts';
import { runDataImport } from './run-data-import.ts';
import { copySharedData, replaceLine, sharedCsvRecords } from './test-support/source-copy.ts';

const statuses = (report: DataImportReport) =>
  Object.fromEntries(report.steps.map((step) => [step.step, step.status]));

/** Rows of a file of the shared datasets. */
const rowsOf = (relativePath: string) => sharedCsvRecords(relativePath).length;

const ALL_UNCHANGED = {
  'road-graph': 'unchanged',
  states: 'unchanged',
  municipalities: 'unchanged',
  'toll-plazas': 'unchanged',
  'toll-tariffs': 'unchanged',
  'toll-discounts': 'unchanged',
  'toll-groups': 'unchanged',
  'toll-point-to-point': 'unchanged',
  'freight-coefficients': 'unchanged',
  'weighing-stations': 'unchanged',
  'toll-placements': 'unchanged',
  gazetteer: 'unchanged',
};

// The full import builds the graph of brasil-rodovias (several seconds): once, on PGlite.
describe('runDataImport of the shared datasets on pglite', () => {
  let handle: DatabaseHandle;
  let work: string;
  let sourceDir: string;
  let config: { DATA_DIR: string; DATA_SOURCE_DIR: string; ROAD_NETWORK_FILE: string };
  let first: DataImportReport;
  let needsBefore: boolean;
  const lines: string[] = [];

  /** Row counts and the latest updated_at of every reference table, and the import records. */
  const snapshot = async () => {
    const { db } = handle;
    const tables = [
      schema.tollPlazas,
      schema.tollTariffs,
      schema.freightCoefficients,
      schema.weighingStations,
      schema.tollPlazaDiscounts,
      schema.tollPlazaGroups,
      schema.tollPointToPoint,
    ];
    return {
      states: await db.$count(schema.states),
      municipalities: await db.$count(schema.municipalities),
      stamps: await Promise.all(
        tables.map(
          async (table) => (await db.select({ n: count(), at: max(table.updated_at) }).from(table))[0],
        ),
      ),
      placements: await db
        .select()
        .from(schema.tollPlazaPlacements)
        .orderBy(schema.tollPlazaPlacements.plaza_id),
      imports: await db.select().from(schema.datasetImports).orderBy(schema.datasetImports.dataset),
      manifest: readFileSync(join(config.DATA_DIR, 'graph', 'manifest.json'), 'utf8'),
    };
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'data-import-'));
    sourceDir = copySharedData(join(work, 'source'));
    config = {
      DATA_DIR: join(work, 'data'),
      DATA_SOURCE_DIR: sourceDir,
      ROAD_NETWORK_FILE: 'osm/brasil-rodovias.osm.pbf',
    };
    handle = await openTestDatabase('pglite');
    await handle.migrate();
    needsBefore = await needsDataImport(handle.db, config);
    first = await runDataImport({ db: handle.db, config, print: (line) => lines.push(line) });
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('builds the graph and imports every dataset', async () => {
    expect(needsBefore).toBe(true);
    expect(first.ok).toBe(true);
    const manifest = JSON.parse(readFileSync(join(config.DATA_DIR, 'graph', 'manifest.json'), 'utf8')) as {
      counts: { edges: number };
    };
    const plazas = rowsOf('pedagios/pracas.csv');
    expect(first.steps.map((step) => [step.step, step.status, step.rows])).toEqual([
      ['road-graph', 'imported', manifest.counts.edges],
      ['states', 'imported', rowsOf('municipios/estados.csv')],
      ['municipalities', 'imported', rowsOf('municipios/municipios.csv')],
      ['toll-plazas', 'imported', plazas],
      ['toll-tariffs', 'imported', rowsOf('pedagios/tarifas.csv')],
      ['toll-discounts', 'imported', rowsOf('pedagios/descontos_praca.csv')],
      ['toll-groups', 'imported', rowsOf('pedagios/grupos_alternativos.csv')],
      ['toll-point-to-point', 'imported', rowsOf('pedagios/ponto_a_ponto.csv')],
      ['freight-coefficients', 'imported', rowsOf('frete/piso_minimo.csv')],
      ['weighing-stations', 'imported', rowsOf('balancas/balancas.csv')],
      ['toll-placements', 'imported', plazas],
      ['gazetteer', 'imported', expect.any(Number)],
    ]);
    expect(manifest.counts.edges).toBeGreaterThan(1000);
    // the country, the states, the municipalities, and the places and streets of the OSM files
    expect(first.steps.at(-1)!.rows).toBeGreaterThan(
      1 + rowsOf('municipios/estados.csv') + rowsOf('municipios/municipios.csv'),
    );
    expect(existsSync(join(config.DATA_DIR, 'gazetteer', 'gazetteer.json'))).toBe(true);
    expect(graphIdOf(join(config.DATA_DIR, 'graph'))).toMatch(/^[0-9a-f]{16}$/);
    expect(await needsDataImport(handle.db, config)).toBe(false);
    const { db } = handle;
    expect(await db.$count(schema.states)).toBe(rowsOf('municipios/estados.csv'));
    expect(await db.$count(schema.municipalities)).toBe(rowsOf('municipios/municipios.csv'));
    expect(await db.$count(schema.tollPlazas)).toBe(rowsOf('pedagios/pracas.csv'));
    expect(await db.$count(schema.tollTariffs)).toBe(rowsOf('pedagios/tarifas.csv'));
    expect(await db.$count(schema.freightCoefficients)).toBe(rowsOf('frete/piso_minimo.csv'));
    expect(await db.$count(schema.tollPlazaDiscounts)).toBe(rowsOf('pedagios/descontos_praca.csv'));
    expect(await db.$count(schema.tollPlazaGroups)).toBe(rowsOf('pedagios/grupos_alternativos.csv'));
    expect(await db.$count(schema.tollPointToPoint)).toBe(rowsOf('pedagios/ponto_a_ponto.csv'));
    expect(await db.$count(schema.datasetImports)).toBe(12);
  });

  it('positions the uncoordinated weighing stations by road and km, or reports them', async () => {
    const rows = await handle.db.select().from(schema.weighingStations);
    const bySource = (source: string) => rows.filter((row) => row.position_source === source);
    const records = sharedCsvRecords('balancas/balancas.csv');
    const withCoordinates = records.filter((row) => row['latitude'] !== '' && row['longitude'] !== '').length;
    expect(rows).toHaveLength(records.length);
    expect(bySource('published')).toHaveLength(withCoordinates);
    expect(bySource('road-km').length + bySource('none').length).toBe(records.length - withCoordinates);
    // the DER-SP ways carry km markers: the SP stations with road and km are placed
    expect(
      bySource('road-km')
        .map((row) => `${row.road} ${row.km_text}`)
        .sort(),
    ).toEqual(['BR-116 0', 'BR-116 179', 'SP-280 39', 'SP-310 197+100', 'SP-613 75.9']);
    const warnings = first.steps.find((step) => step.step === 'weighing-stations')!.warnings;
    expect(warnings).toHaveLength(bySource('none').length);
    expect(lines.filter((line) => line.startsWith('  aviso: balancas/balancas.csv:'))).toHaveLength(
      warnings.length,
    );
  });

  it('places nearly every plaza on the new graph, and says how many', async () => {
    const graphId = graphIdOf(join(config.DATA_DIR, 'graph'));
    const rows = await handle.db.select().from(schema.tollPlazaPlacements);
    const total = rowsOf('pedagios/pracas.csv');
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row.graph_id === graphId)).toBe(true);
    const placements = rows.map((row) => plazaPlacementSchema.parse(row.placement));
    const placed = placements.filter((p) => p.status === 'placed').length;
    expect(placed).toBeGreaterThanOrEqual(0.95 * total);
    expect(first.placements).toMatchObject({ total, placed, unplaced: total - placed });
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^posição das praças na malha \\(.+\\): ${placed} de ${total} praças posicionadas, `),
      ),
    );
  });

  it('changes nothing when run again on the same folder', async () => {
    const before = await snapshot();
    const again = await runDataImport({ db: handle.db, config });
    expect(again.ok).toBe(true);
    expect(statuses(again)).toEqual(ALL_UNCHANGED);
    expect(await snapshot()).toEqual(before);
  });

  it('re-imports only the tariff file when it changed, updating only the changed fare', async () => {
    const path = join(sourceDir, 'pedagios', 'tarifas.csv');
    const original = readFileSync(path, 'utf8');
    const before = await snapshot();
    writeFileSync(
      path,
      replaceLine(original, 2, (line) => line.replace(',7.50,', ',7.90,')),
    );
    try {
      const report = await runDataImport({ db: handle.db, config });
      expect(statuses(report)).toEqual({ ...ALL_UNCHANGED, 'toll-tariffs': 'imported' });
      expect(report.steps.find((step) => step.step === 'toll-tariffs')).toMatchObject({
        rows: rowsOf('pedagios/tarifas.csv'),
        inserted: 0,
        updated: 1,
      });
      const after = await snapshot();
      expect(after.stamps[1]!.at!.getTime()).toBeGreaterThan(before.stamps[1]!.at!.getTime());
      expect(after.stamps.filter((_stamp, i) => i !== 1)).toEqual(
        before.stamps.filter((_stamp, i) => i !== 1),
      );
    } finally {
      writeFileSync(path, original);
    }
    const restored = await runDataImport({ db: handle.db, config });
    expect(restored.steps.find((step) => step.step === 'toll-tariffs')).toMatchObject({ updated: 1 });
  });

  it('takes an empty or missing weighing-station file as valid, keeping the stations', async () => {
    const path = join(sourceDir, 'balancas', 'balancas.csv');
    const original = readFileSync(path, 'utf8');
    try {
      writeFileSync(path, '');
      const empty = await runDataImport({ db: handle.db, config });
      expect(empty.ok).toBe(true);
      expect(empty.steps.find((step) => step.step === 'weighing-stations')).toMatchObject({
        status: 'imported',
        rows: 0,
      });
      unlinkSync(path);
      const missing = await runDataImport({ db: handle.db, config });
      expect(missing.ok).toBe(true);
      expect(statuses(missing)['weighing-stations']).toBe('missing');
      expect(await handle.db.$count(schema.weighingStations)).toBe(rowsOf('balancas/balancas.csv'));
    } finally {
      writeFileSync(path, original);
    }
  });
});
