import type { Database } from '../db/database.ts';
import type { KmMarkers } from '../tolls/index.ts';
import type { CsvDatasetName } from './csv-dataset-name.ts';
import type { CsvImportResult } from './csv-import-result.ts';
import { importFreightCoefficients } from './import-freight-coefficients.ts';
import { importMunicipalities } from './import-municipalities.ts';
import { importPointToPoint } from './import-point-to-point.ts';
import { importStates } from './import-states.ts';
import { importTollDiscounts } from './import-toll-discounts.ts';
import { importTollGroups } from './import-toll-groups.ts';
import { importTollPlazas } from './import-toll-plazas.ts';
import { importTollTariffs } from './import-toll-tariffs.ts';
import { importWeighingStations } from './import-weighing-stations.ts';

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
