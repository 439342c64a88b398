/**
 * In-process change counter of the reference data (toll plazas, tariffs, placements, weighing stations,
 * freight coefficients). Every write to those tables (admin endpoints, CSV imports, the data import) calls
 * `bump()`; caches of that data (route calculation) reload when `current` moved.
 */
export interface ReferenceDataVersion {
  readonly current: number;
  bump(): void;
}

/** A counter starting at 0. */
export function createReferenceDataVersion(): ReferenceDataVersion {
  let current = 0;
  return {
    get current() {
      return current;
    },
    bump() {
      current += 1;
    },
  };
}
