/** A `Float64Array` that grows by doubling; `data[0 .. length)` holds the values. */
export class GrowableFloat64Array {
  data: Float64Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Float64Array(Math.max(1, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  /** The values, trimmed to `length` (a copy). */
  toArray(): Float64Array {
    return this.data.slice(0, this.length);
  }
}

/** A `Uint32Array` that grows by doubling; `data[0 .. length)` holds the values. */
export class GrowableUint32Array {
  data: Uint32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Uint32Array(Math.max(1, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  /** The values, trimmed to `length` (a copy). */
  toArray(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}
