/**
 * A seeded pseudo-random generator (mulberry32) in `[0, 1)`: the same numbers from the same seed on every
 * run (synthetic networks, generated test data).
 *
 * @example const random = seededRandom(7); random(); // 0.3... every time
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
