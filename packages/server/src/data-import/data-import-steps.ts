import { isAbsolute, join, resolve } from 'node:path';
import { CSV_DATASET_NAMES } from './csv-dataset-name.ts';
import type { CsvDatasetName } from './csv-dataset-name.ts';

/** A step of the data import: the road graph, a CSV dataset, or the toll plaza placements. */
export type DataImportStep = 'road-graph' | CsvDatasetName | 'toll-placements' | 'gazetteer';

/** The steps in the order the import runs them. */
export const DATA_IMPORT_STEPS: readonly DataImportStep[] = [
  'road-graph',
  ...CSV_DATASET_NAMES,
  'toll-placements',
  'gazetteer',
];

/** Datasets a source folder may lack: the server works without them (no stations, no toll rules). */
const OPTIONAL_STEPS: readonly DataImportStep[] = [
  'weighing-stations',
  'toll-discounts',
  'toll-groups',
  'toll-point-to-point',
];

/** Steps that must have run once for the server to work (weighing stations and toll rules are optional). */
export const REQUIRED_STEPS: readonly DataImportStep[] = DATA_IMPORT_STEPS.filter(
  (step) => !OPTIONAL_STEPS.includes(step),
);

/** pt-BR name of each step, for the report lines. */
export const STEP_LABELS: Readonly<Record<DataImportStep, string>> = {
  'road-graph': 'malha viária',
  states: 'estados',
  municipalities: 'municípios',
  'toll-plazas': 'praças de pedágio',
  'toll-tariffs': 'tarifas de pedágio',
  'toll-discounts': 'descontos de tag das praças',
  'toll-groups': 'grupos de praças alternativas',
  'toll-point-to-point': 'pórticos ponto a ponto',
  'freight-coefficients': 'piso mínimo de frete',
  'weighing-stations': 'balanças',
  'toll-placements': 'posição das praças na malha',
  gazetteer: 'índice de endereços',
};

/** Where each CSV dataset lives in a source folder (the layout of `../shared/data`), and whether it must. */
export const DATASET_FILES: Readonly<Record<CsvDatasetName, { file: string; required: boolean }>> = {
  states: { file: 'municipios/estados.csv', required: true },
  municipalities: { file: 'municipios/municipios.csv', required: true },
  'toll-plazas': { file: 'pedagios/pracas.csv', required: true },
  'toll-tariffs': { file: 'pedagios/tarifas.csv', required: true },
  'toll-discounts': { file: 'pedagios/descontos_praca.csv', required: false },
  'toll-groups': { file: 'pedagios/grupos_alternativos.csv', required: false },
  'toll-point-to-point': { file: 'pedagios/ponto_a_ponto.csv', required: false },
  'freight-coefficients': { file: 'frete/piso_minimo.csv', required: true },
  'weighing-stations': { file: 'balancas/balancas.csv', required: false },
};

/** Steps a step needs: when one of them failed, the step is skipped. */
export const STEP_DEPENDENCIES: Readonly<Partial<Record<DataImportStep, readonly DataImportStep[]>>> = {
  'toll-tariffs': ['toll-plazas'],
  'toll-discounts': ['toll-plazas'],
  'toll-groups': ['toll-plazas'],
  'toll-point-to-point': ['toll-plazas'],
  // stations without coordinates are positioned on the km markers of the road network
  'weighing-stations': ['road-graph'],
  'toll-placements': ['road-graph', 'toll-plazas'],
  gazetteer: ['states', 'municipalities'],
};

/** The routing graph folder of a configuration: `DATA_DIR/graph`. */
export function graphDirOf(config: { DATA_DIR: string }): string {
  return resolve(config.DATA_DIR, 'graph');
}

/** The road network file: `ROAD_NETWORK_FILE` when absolute, else inside the source folder. */
export function roadNetworkPath(roadNetworkFile: string, sourceDir: string): string {
  return isAbsolute(roadNetworkFile) ? roadNetworkFile : join(sourceDir, roadNetworkFile);
}
