import type { Database } from '../db/database.ts';
import type { KmMarkers } from '../tolls/index.ts';
import { importFreightCoefficients } from './import-freight-coefficients.ts';
import { importMunicipalities } from './import-municipalities.ts';
import { importPointToPoint } from './import-point-to-point.ts';
import { importStates } from './import-states.ts';
import { importTollDiscounts } from './import-toll-discounts.ts';
import { importTollGroups } from './import-toll-groups.ts';
import { importTollPlazas } from './import-toll-plazas.ts';
import { importTollTariffs } from './import-toll-tariffs.ts';
import { importWeighingStations } from './import-weighing-stations.ts';

export { MAX_IMPORT_ERRORS } from './cap-import-errors.ts';

/** The reference datasets that come as one CSV file each (the road graph and placements do not). */
export type CsvDatasetName =
  | 'toll-plazas'
  | 'toll-tariffs'
  | 'toll-discounts'
  | 'toll-groups'
  | 'toll-point-to-point'
  | 'freight-coefficients'
  | 'weighing-stations'
  | 'states'
  | 'municipalities';

/** Every {@link CsvDatasetName}, in import order (plazas before their tariffs and rules). */
export const CSV_DATASET_NAMES: readonly CsvDatasetName[] = [
  'states',
  'municipalities',
  'toll-plazas',
  'toll-tariffs',
  'toll-discounts',
  'toll-groups',
  'toll-point-to-point',
  'freight-coefficients',
  'weighing-stations',
];

/**
 * A rejected line of a CSV file: `line` as a user sees it in an editor (the header is line 1; a quoted
 * field spanning lines counts them all; `0` = the file as a whole) and a pt-BR message naming the column.
 */
export interface CsvImportError {
  file: string;
  line: number;
  message: string;
}

/**
 * Outcome of a CSV import: either every row was written (`inserted` new, `updated` changed, the rest
 * already equal; `warnings` such as weighing stations that could not be positioned), or nothing was
 * written and `errors` lists every bad line (at most {@link MAX_IMPORT_ERRORS}, then one line counting
 * the rest).
 */
export type CsvImportResult =
  | { ok: true; rows: number; inserted: number; updated: number; warnings: string[] }
  | { ok: false; errors: CsvImportError[] };

/**
 * Validates a dataset's CSV text and, when every row is valid, upserts all rows in one transaction
 * (same format and keys as the files of `../shared/data`; see this folder's README). Any bad row means
 * nothing is written. Rows of the database absent from the text are kept. A tariff of a plaza that is not
 * in the database is a line error. Weighing stations without coordinates are positioned by road and km
 * with `kmMarkers` (without them they are kept unpositioned, with a warning). Does not touch
 * `dataset_imports`: the source files of the data import stay the reference for `pnpm data:import`.
 *
 * @example
 * const result = await importDatasetCsv(db, 'toll-tariffs', await file.text(), { file: file.name });
 * if (!result.ok) return c.json({ errors: result.errors }, 422);
 */
export async function importDatasetCsv(
  db: Database,
  dataset: CsvDatasetName,
  csvText: string,
  options: { file: string; kmMarkers?: KmMarkers },
): Promise<CsvImportResult> {
  switch (dataset) {
    case 'states':
      return importStates(db, csvText, options);
    case 'municipalities':
      return importMunicipalities(db, csvText, options);
    case 'toll-plazas':
      return importTollPlazas(db, csvText, options);
    case 'toll-tariffs':
      return importTollTariffs(db, csvText, options);
    case 'toll-discounts':
      return importTollDiscounts(db, csvText, options);
    case 'toll-groups':
      return importTollGroups(db, csvText, options);
    case 'toll-point-to-point':
      return importPointToPoint(db, csvText, options);
    case 'freight-coefficients':
      return importFreightCoefficients(db, csvText, options);
    case 'weighing-stations':
      return importWeighingStations(db, csvText, options);
  }
}
