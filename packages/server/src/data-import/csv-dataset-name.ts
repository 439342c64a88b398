/** Every reference dataset that comes as one CSV file, in import order (plazas before their tariffs and rules). */
export const CSV_DATASET_NAMES = [
  'states',
  'municipalities',
  'toll-plazas',
  'toll-tariffs',
  'toll-discounts',
  'toll-groups',
  'toll-point-to-point',
  'freight-coefficients',
  'weighing-stations',
] as const;

/** A reference dataset that comes as one CSV file (the road graph and placements do not). */
export type CsvDatasetName = (typeof CSV_DATASET_NAMES)[number];
