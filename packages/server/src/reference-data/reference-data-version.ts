/**
 * In-process change counter of the reference data (toll plazas and their rules, tariffs, placements,
 * weighing stations, freight coefficients). Every write to those tables (admin endpoints, CSV imports, the
 * data import) calls `bump()`; caches of that data (the route calculation's) refresh when it moves.
 */
export interface ReferenceDataVersion {
  readonly current: number;
  bump(): void;
  /** Calls `listener` after every `bump()` (a listener that throws does not stop the others); returns an unsubscribe. */
  onChange(listener: () => void): () => void;
}

/** A counter starting at 0. */
export function createReferenceDataVersion(): ReferenceDataVersion {
  let current = 0;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    bump() {
      current += 1;
      for (const listener of listeners) {
        try {
          listener();
        } catch {
          // a cache's failure to start a refresh must not fail the write that bumped the version
        }
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
