/** Lets a call through at most once per interval. */
export interface Throttle {
  /** Whether a call may run now; when it may, the interval starts again from now. */
  take(): boolean;
  /** Forgets the last call: the next {@link take} passes. */
  reset(): void;
}

/**
 * A throttle of `intervalMs` over the clock `now` (ms): the first call passes, then one per interval.
 * The drag of a waypoint re-routes through it (SPEC §9 "route drag interval 500 ms").
 *
 * @example const throttle = createThrottle(500); if (throttle.take()) route.calculate('dc');
 */
export function createThrottle(intervalMs: number, now: () => number = () => performance.now()): Throttle {
  let last: number | null = null;
  return {
    take() {
      const time = now();
      if (last !== null && time - last < intervalMs) return false;
      last = time;
      return true;
    },
    reset() {
      last = null;
    },
  };
}
