/** Growable typed-array storage of the arcs built during contraction. */
export class ArcStore {
  from = new Uint32Array(1024);
  to = new Uint32Array(1024);
  weight = new Uint32Array(1024);
  child1 = new Int32Array(1024);
  child2 = new Int32Array(1024);
  length = 0;

  /** Appends an arc and returns its id. */
  add(from: number, to: number, weight: number, child1: number, child2: number): number {
    if (this.length === this.from.length) this.grow();
    const id = this.length++;
    this.from[id] = from;
    this.to[id] = to;
    this.weight[id] = weight;
    this.child1[id] = child1;
    this.child2[id] = child2;
    return id;
  }

  private grow(): void {
    const size = this.from.length * 2;
    const grow = <T extends Uint32Array | Int32Array>(array: T, make: (n: number) => T): T => {
      const next = make(size);
      next.set(array);
      return next;
    };
    this.from = grow(this.from, (n) => new Uint32Array(n));
    this.to = grow(this.to, (n) => new Uint32Array(n));
    this.weight = grow(this.weight, (n) => new Uint32Array(n));
    this.child1 = grow(this.child1, (n) => new Int32Array(n));
    this.child2 = grow(this.child2, (n) => new Int32Array(n));
  }
}
