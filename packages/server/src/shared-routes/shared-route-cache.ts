/** Limits of a {@link SharedRouteCache}. */
export interface SharedRouteCacheOptions {
  /** How long an answer is reused, in milliseconds. */
  ttlMs: number;
  /** Most answers kept; the least recently used goes first. */
  maxEntries: number;
  /** Most bytes kept over all answers (their `size`). */
  maxBytes: number;
  /** Milliseconds since the epoch. */
  clock: () => number;
}

interface Entry<V> {
  value: V;
  size: number;
  expiresAt: number;
}

/**
 * Answers computed once per key for a while: an in-memory, bounded, least-recently-used cache with a time
 * to live, and one computation per key at a time (callers asking for a key being computed wait for the
 * same promise). A failed computation is not kept.
 */
export interface SharedRouteCache<V> {
  /**
   * The kept answer of `key`, or the one `compute` gives (then kept with its `size` in bytes, unless
   * `keep` says no).
   */
  get(
    key: string,
    compute: () => Promise<V>,
    measure: (value: V) => { size: number; keep: boolean },
  ): Promise<V>;
  /** Number of kept answers. */
  readonly size: number;
}

/** A {@link SharedRouteCache} with `options`. */
export function createSharedRouteCache<V>(options: SharedRouteCacheOptions): SharedRouteCache<V> {
  const entries = new Map<string, Entry<V>>();
  const pending = new Map<string, Promise<V>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };

  const keep = (key: string, value: V, size: number) => {
    if (size > options.maxBytes) return;
    remove(key);
    entries.set(key, { value, size, expiresAt: options.clock() + options.ttlMs });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      remove(oldest);
    }
  };

  return {
    get size() {
      return entries.size;
    },
    get(key, compute, measure) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > options.clock()) {
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.value);
      }
      if (entry) remove(key);
      const running = pending.get(key);
      if (running) return running;
      const promise = compute()
        .then((value) => {
          const measured = measure(value);
          if (measured.keep) keep(key, value, measured.size);
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
  };
}
