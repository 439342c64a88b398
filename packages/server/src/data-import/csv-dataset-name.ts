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
