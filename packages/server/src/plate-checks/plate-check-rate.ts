/**
 * A bound on how often each key (a plate-check source) is asked: calls of one key are spaced at least
 * `1000 / perSecond` ms apart, in the order they asked; keys do not wait for each other.
 *
 * @example const wait = createRateLimiter(5); await wait('builtin'); // then call the source
 */
export function createRateLimiter(perSecond: number, now: () => number = () => performance.now()) {
  const spacing = 1000 / perSecond;
  const nextSlot = new Map<string, number>();
  return async function wait(key: string, signal?: AbortSignal): Promise<void> {
    const current = now();
    const slot = Math.max(current, nextSlot.get(key) ?? current);
    nextSlot.set(key, slot + spacing);
    const delay = slot - current;
    if (delay <= 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, delay);
      function done(): void {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    });
  };
}
