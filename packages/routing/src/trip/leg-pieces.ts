/**
 * The travelled edge pieces of a leg as the trip stage needs them, over reusable typed arrays: edge id,
 * the range of shape indices the piece covers, its length in metres and travel time in seconds.
 */
export class LegPieces {
  edge = new Int32Array(1024);
  begin = new Int32Array(1024);
  end = new Int32Array(1024);
  length = new Float64Array(1024);
  time = new Float64Array(1024);
  count = 0;

  /** Empties the table (keeps its storage). */
  clear(): void {
    this.count = 0;
  }

  /** Appends a piece. */
  push(edge: number, begin: number, end: number, length: number, time: number): void {
    if (this.count === this.edge.length) this.grow();
    const i = this.count++;
    this.edge[i] = edge;
    this.begin[i] = begin;
    this.end[i] = end;
    this.length[i] = length;
    this.time[i] = time;
  }

  private grow(): void {
    const size = this.edge.length * 2;
    const int = (a: Int32Array): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    const float = (a: Float64Array): Float64Array<ArrayBuffer> => {
      const b = new Float64Array(size);
      b.set(a);
      return b;
    };
    this.edge = int(this.edge);
    this.begin = int(this.begin);
    this.end = int(this.end);
    this.length = float(this.length);
    this.time = float(this.time);
  }
}
