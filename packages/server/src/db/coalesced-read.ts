interface Slot<R> {
  /** The read under way, started at some point in the past. */
  running?: Promise<R>;
  /** The read that starts when `running` ends, shared by every caller that came meanwhile. */
  next?: Promise<R>;
}

/**
 * Wraps `read` so that concurrent callers with the same key share reads, without ever answering a
 * caller with a read that started before the call: a caller joins the read queued behind the running
 * one (started as soon as it ends), or starts one when none runs. Under N concurrent calls this makes
 * at most two reads per key at a time instead of N, each as fresh as a read of its own.
 *
 * @example const versions = coalescedRead((key: string) => db.select()...); await versions('1,2');
 */
export function coalescedRead<R>(read: (key: string) => Promise<R>): (key: string) => Promise<R> {
  const slots = new Map<string, Slot<R>>();

  function call(key: string): Promise<R> {
    let slot = slots.get(key);
    if (!slot) {
      slot = {};
      slots.set(key, slot);
    }
    const current = slot;
    if (!current.running) {
      const running = read(key).finally(() => {
        current.running = undefined;
        if (!current.next) slots.delete(key);
      });
      current.running = running;
      return running;
    }
    current.next ??= current.running
      .catch(() => undefined)
      .then(() => {
        current.next = undefined;
        return call(key);
      });
    return current.next;
  }

  return call;
}
