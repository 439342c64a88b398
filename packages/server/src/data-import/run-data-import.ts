import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { tollPlazaPlacements } from '../db/schema.ts';
import { GAZETTEER_FILE, gazetteerDir } from '../geocoding/gazetteer-files.ts';
import { GAZETTEER_VERSION } from '../geocoding/gazetteer-data.ts';
import { defaultGazetteerOsmFiles, importGazetteer } from '../geocoding/import-gazetteer.ts';
import { graphIdOf } from '../reference-data/graph-id.ts';
import { RoutingGraph, loadGraph } from '@freight/routing';
import { activePlazasToPlace, placeActivePlazas, placePlazas } from '../tolls/index.ts';
import type { KmMarkers, PlacementSummary } from '../tolls/index.ts';
import { buildRoadGraph } from './build-road-graph.ts';
import type { DataImportReport, DataImportStepReport } from './data-import-report.ts';
import {
  DATASET_FILES,
  STEP_DEPENDENCIES,
  STEP_LABELS,
  graphDirOf,
  roadNetworkPath,
} from './data-import-steps.ts';
import type { DataImportStep } from './data-import-steps.ts';
import { fileSha256, importedSha256, recordImport, sha256Of } from './dataset-imports.ts';
import { CSV_DATASET_NAMES } from './csv-dataset-name.ts';
import { importDatasetCsv } from './import-dataset-csv.ts';
import type { CsvDatasetName } from './csv-dataset-name.ts';
import { formatStepLines } from './format-step-lines.ts';
import { loadRoadKmMarkers } from './load-road-km-markers.ts';

/** Options of {@link runDataImport}. */
export interface DataImportOptions {
  db: Database;
  config: Pick<Config, 'DATA_DIR' | 'DATA_SOURCE_DIR' | 'ROAD_NETWORK_FILE'>;
  /** Folder of the datasets (the layout of `../shared/data`); default `config.DATA_SOURCE_DIR`. */
  sourceDir?: string;
  /** Re-import every step even when its source did not change. */
  force?: boolean;
  /** Receives the pt-BR report lines as the steps finish. */
  print?: (line: string) => void;
}

type StepOutcome = Omit<DataImportStepReport, 'step' | 'file' | 'seconds'>;

const outcome = (status: StepOutcome['status'], fields: Partial<StepOutcome> = {}): StepOutcome => ({
  status,
  rows: 0,
  inserted: 0,
  updated: 0,
  detail: null,
  warnings: [],
  errors: [],
  ...fields,
});

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The data import: builds the routing graph from the road network (`ROAD_NETWORK_FILE`) into
 * `DATA_DIR/graph`, then imports states, municipalities, toll plazas, toll tariffs, freight coefficients
 * and weighing stations from the source folder into the database, then places the active toll plazas on
 * the graph, and last builds the address gazetteer (`DATA_DIR/gazetteer`, from the municipality files and
 * every `osm/*.osm.pbf` of the source folder). Each step records the SHA-256 of its sources in `dataset_imports` and is skipped
 * (`unchanged`, "inalterado") while they stay the same, unless `force`: a second run changes nothing.
 *
 * A dataset with any bad row is written not at all (its errors list every bad line); the steps before it
 * stay written, the steps that need it are skipped, the others run. Rows of the database absent from the
 * files are kept (operators may have added them). A missing required file fails its step naming the path;
 * the weighing-station file is optional. Never throws for bad data: read `report.ok`.
 *
 * @example const report = await runDataImport({ db, config, print: console.log });
 */
export async function runDataImport(options: DataImportOptions): Promise<DataImportReport> {
  const started = performance.now();
  const { db, config, force = false } = options;
  const print = options.print ?? (() => undefined);
  const sourceDir = resolve(options.sourceDir ?? config.DATA_SOURCE_DIR);
  const graphDir = graphDirOf(config);
  const pbfPath = roadNetworkPath(config.ROAD_NETWORK_FILE, sourceDir);
  const shown = (path: string): string => {
    const inside = relative(sourceDir, path);
    return inside.startsWith('..') || resolve(sourceDir, inside) !== path ? path : inside;
  };
  const steps: DataImportStepReport[] = [];
  let placements: PlacementSummary | null = null;
  let pbfSha: string | null = null;
  const kmMarkers = (): Promise<KmMarkers> =>
    loadRoadKmMarkers({ DATA_SOURCE_DIR: sourceDir, ROAD_NETWORK_FILE: config.ROAD_NETWORK_FILE });

  const run = async (step: DataImportStep, file: string, work: () => Promise<StepOutcome>): Promise<void> => {
    const stepStarted = performance.now();
    const failedNeed = (STEP_DEPENDENCIES[step] ?? []).find((need) =>
      steps.some((done) => done.step === need && (done.status === 'failed' || done.status === 'skipped')),
    );
    let result: StepOutcome;
    if (failedNeed) {
      result = outcome('skipped', { detail: `depende de ${STEP_LABELS[failedNeed]}, que falhou` });
    } else {
      try {
        result = await work();
      } catch (error) {
        const message = `falha inesperada: ${messageOf(error)}`;
        result = outcome('failed', { errors: [{ file, line: 0, message }] });
      }
    }
    const report: DataImportStepReport = {
      step,
      file,
      ...result,
      seconds: Math.round(performance.now() - stepStarted) / 1000,
    };
    steps.push(report);
    for (const line of formatStepLines(report, step === 'toll-placements' ? placements : null)) print(line);
  };

  const pbfFile = shown(pbfPath);
  await run('road-graph', pbfFile, async () => {
    if (!existsSync(pbfPath)) {
      return outcome('failed', {
        errors: [{ file: pbfFile, line: 0, message: `arquivo obrigatório não encontrado: ${pbfPath}` }],
      });
    }
    pbfSha = await fileSha256(pbfPath);
    if (!force && graphIdOf(graphDir) !== null && (await importedSha256(db, 'road-graph')) === pbfSha) {
      return outcome('unchanged');
    }
    print(`${STEP_LABELS['road-graph']}: gerando o grafo de ${pbfFile} em ${graphDir}…`);
    let manifest;
    try {
      manifest = await buildRoadGraph(pbfPath, graphDir);
    } catch (error) {
      const message = `não foi possível gerar o grafo (o anterior foi mantido): ${messageOf(error)}`;
      return outcome('failed', { errors: [{ file: pbfFile, line: 0, message }] });
    }
    await recordImport(db, {
      dataset: 'road-graph',
      sha256: pbfSha,
      source: pbfPath,
      rows: manifest.counts.edges,
    });
    return outcome('imported', { rows: manifest.counts.edges });
  });

  for (const dataset of CSV_DATASET_NAMES) {
    const { file, required } = DATASET_FILES[dataset];
    const path = join(sourceDir, file);
    await run(dataset, file, () => importCsvStep(dataset, path, file, required));
  }

  async function importCsvStep(
    dataset: CsvDatasetName,
    path: string,
    file: string,
    required: boolean,
  ): Promise<StepOutcome> {
    if (!existsSync(path)) {
      if (!required) return outcome('missing');
      return outcome('failed', {
        errors: [{ file, line: 0, message: `arquivo obrigatório não encontrado: ${path}` }],
      });
    }
    const bytes = readFileSync(path);
    let sha = sha256Of(bytes);
    // station positions come from the road network too: a new network repositions them
    if (dataset === 'weighing-stations') sha = sha256Of(`${sha}\n${pbfSha ?? ''}`);
    if (!force && (await importedSha256(db, dataset)) === sha) return outcome('unchanged');
    const text = bytes.toString('utf8');
    const result = await importDatasetCsv(db, dataset, text, {
      file,
      kmMarkers: dataset === 'weighing-stations' && text.trim() !== '' ? await kmMarkers() : undefined,
    });
    if (!result.ok) return outcome('failed', { errors: result.errors });
    await recordImport(db, { dataset, sha256: sha, source: path, rows: result.rows });
    return outcome('imported', {
      rows: result.rows,
      inserted: result.inserted,
      updated: result.updated,
      warnings: result.warnings,
    });
  }

  await run('toll-placements', graphDir, async () => {
    const graphId = graphIdOf(graphDir);
    if (graphId === null) {
      return outcome('failed', {
        errors: [{ file: graphDir, line: 0, message: `nenhum grafo viário em ${graphDir}` }],
      });
    }
    const plazas = await activePlazasToPlace(db);
    const sha = sha256Of(JSON.stringify({ graphId, plazas }));
    const [stored] = await db
      .select({ rows: count() })
      .from(tollPlazaPlacements)
      .where(eq(tollPlazaPlacements.graph_id, graphId));
    if (!force && stored?.rows === plazas.length && (await importedSha256(db, 'toll-placements')) === sha) {
      return outcome('unchanged');
    }
    // placing reads the road network, never a routing metric
    const graph = new RoutingGraph(loadGraph(graphDir, { cchMetrics: () => false }));
    const markers = await kmMarkers();
    const update = await placeActivePlazas(db, {
      graphId,
      mode: 'all',
      plazas,
      place: async (list) => placePlazas(graph, list, { kmMarkers: markers }),
    });
    placements = update.summary;
    await recordImport(db, {
      dataset: 'toll-placements',
      sha256: sha,
      source: graphDir,
      rows: update.placements.length,
    });
    return outcome('imported', { rows: update.placements.length });
  });

  const gazetteerPath = join(gazetteerDir(config.DATA_DIR), GAZETTEER_FILE);
  await run('gazetteer', gazetteerPath, async () => {
    const osmFiles = await defaultGazetteerOsmFiles(sourceDir);
    const sources = [
      join(sourceDir, DATASET_FILES.states.file),
      join(sourceDir, DATASET_FILES.municipalities.file),
    ];
    const fingerprints = await Promise.all([...sources, ...osmFiles].map((path) => fileSha256(path)));
    const sha = sha256Of(JSON.stringify({ version: GAZETTEER_VERSION, fingerprints }));
    if (!force && existsSync(gazetteerPath) && (await importedSha256(db, 'gazetteer')) === sha) {
      return outcome('unchanged');
    }
    const built = await importGazetteer({ sourceDir, dataDir: config.DATA_DIR, osmFiles });
    await recordImport(db, {
      dataset: 'gazetteer',
      sha256: sha,
      source: sourceDir,
      rows: built.stats.entries,
    });
    return outcome('imported', { rows: built.stats.entries, inserted: built.stats.entries });
  });

  const seconds = Math.round(performance.now() - started) / 1000;
  const ok = steps.every((step) => step.status !== 'failed' && step.status !== 'skipped');
  const total = seconds.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  print(ok ? `Importação concluída em ${total} s.` : `Importação terminou com erros em ${total} s.`);
  return { ok, sourceDir, graphDir, steps, placements, seconds };
}
