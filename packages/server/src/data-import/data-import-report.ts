import type { PlacementSummary } from '../tolls/index.ts';
import type { DataImportStep } from './data-import-steps.ts';
import type { CsvImportError } from './csv-import-error.ts';

/**
 * What became of one step: `imported` (written), `unchanged` (same source fingerprint as the last import,
 * skipped), `missing` (optional file absent), `skipped` (a step it needs failed) or `failed` (nothing of
 * it written; see `errors`).
 */
export type DataImportStatus = 'imported' | 'unchanged' | 'missing' | 'skipped' | 'failed';

/** The outcome of one step of the data import. */
export interface DataImportStepReport {
  step: DataImportStep;
  /** The source as the user knows it: a path relative to the source folder (or absolute), or the graph folder. */
  file: string;
  status: DataImportStatus;
  /** Rows in the source (graph: edges; placements: plazas placed or not). */
  rows: number;
  inserted: number;
  updated: number;
  /** Why a step was skipped, in pt-BR; `null` otherwise. */
  detail: string | null;
  warnings: string[];
  errors: CsvImportError[];
  /** Wall time of the step. */
  seconds: number;
}

/** The outcome of {@link runDataImport}. */
export interface DataImportReport {
  /** No step failed. */
  ok: boolean;
  sourceDir: string;
  graphDir: string;
  steps: DataImportStepReport[];
  /** Counts of the placements when they were redone. */
  placements: PlacementSummary | null;
  seconds: number;
}
