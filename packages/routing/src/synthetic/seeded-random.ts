/**
 * A small deterministic pseudo-random generator (mulberry32 over a seed mixed from several integers), so a
 * part of a synthetic file (a town, a road) draws the same numbers whenever it is generated again.
 *
 * @example const random = new SeededRandom(seed, TOWN_STREAM, townIndex); random.below(4);
 */
export class SeededRandom {
  private state: number;

  constructor(...seeds: number[]) {
    let h = 0x9e3779b9;
    for (const seed of seeds) {
      h = Math.imul(h ^ (seed >>> 0), 0x85ebca6b);
      h ^= h >>> 13;
      h = Math.imul(h ^ Math.floor(seed / 4294967296), 0xc2b2ae35);
      h ^= h >>> 16;
    }
    this.state = h >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One of `items`. */
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)]!;
  }

  /** A standard normal number (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}
