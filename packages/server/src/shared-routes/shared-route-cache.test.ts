import { describe, expect, it } from 'vitest';
import { createSharedRouteCache } from './shared-route-cache.ts';

function setup(limits: { maxEntries?: number; maxBytes?: number } = {}) {
  const clock = { now: 0 };
  const cache = createSharedRouteCache<string>({
    ttlMs: 10 * 60_000,
    maxEntries: limits.maxEntries ?? 10,
    maxBytes: limits.maxBytes ?? 1000,
    clock: () => clock.now,
  });
  let computed = 0;
  const get = (key: string, size = 10) =>
    cache.get(
      key,
      async () => {
        computed += 1;
        return `${key}#${computed}`;
      },
      () => ({ size, keep: true }),
    );
  return { cache, clock, get, computed: () => computed };
}

describe('shared route cache', () => {
  it('answers a key again without computing it for ten minutes, then computes it again', async () => {
    const { clock, get, computed } = setup();
    expect(await get('a')).toBe('a#1');
    clock.now += 9 * 60_000;
    expect(await get('a')).toBe('a#1');
    expect(computed()).toBe(1);
    clock.now += 60_000;
    expect(await get('a')).toBe('a#2');
  });

  it('computes a key once for callers that ask while it is being computed', async () => {
    const { get, computed } = setup();
    const answers = await Promise.all([get('a'), get('a'), get('a')]);
    expect(answers).toEqual(['a#1', 'a#1', 'a#1']);
    expect(computed()).toBe(1);
  });

  it('keeps at most maxEntries answers, dropping the least recently used', async () => {
    const { cache, get } = setup({ maxEntries: 2 });
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(cache.size).toBe(2);
    expect(await get('a')).toBe('a#1');
    expect(await get('b')).toBe('b#4');
  });

  it('keeps at most maxBytes, and never an answer larger than that', async () => {
    const { cache, get } = setup({ maxBytes: 25 });
    await get('a', 10);
    await get('b', 10);
    await get('c', 10);
    expect(cache.size).toBe(2);
    await get('huge', 26);
    expect(cache.size).toBe(2);
    expect(await get('huge', 26)).toBe('huge#5');
  });

  it('does not keep a failed computation or an answer it is told not to keep', async () => {
    const { cache } = setup();
    let calls = 0;
    const failing = () =>
      cache.get(
        'x',
        async () => {
          calls += 1;
          throw new Error('engine down');
        },
        () => ({ size: 1, keep: true }),
      );
    await expect(failing()).rejects.toThrow('engine down');
    await expect(failing()).rejects.toThrow('engine down');
    expect(calls).toBe(2);
    await cache.get(
      'y',
      async () => 'no',
      () => ({ size: 1, keep: false }),
    );
    expect(cache.size).toBe(0);
  });
});
