/**
 * A growable list of shape points over two `Float64Array`s, reused from one leg to the next so building a
 * trip allocates no per-point objects.
 */
export class ShapeBuffer {
  lat = new Float64Array(4096);
  lon = new Float64Array(4096);
  length = 0;

  /** Empties the buffer (keeps its storage). */
  clear(): void {
    this.length = 0;
  }

  /** Appends a point. */
  push(lat: number, lon: number): void {
    if (this.length === this.lat.length) this.grow();
    this.lat[this.length] = lat;
    this.lon[this.length] = lon;
    this.length++;
  }

  /**
   * Appends a point unless it repeats the last one; the second point of a shape is always kept, so a shape
   * that starts has at least two points.
   */
  pushDistinct(lat: number, lon: number): void {
    const n = this.length;
    if (n >= 2 && this.lat[n - 1] === lat && this.lon[n - 1] === lon) return;
    this.push(lat, lon);
  }

  private grow(): void {
    const lat = new Float64Array(this.lat.length * 2);
    lat.set(this.lat);
    this.lat = lat;
    const lon = new Float64Array(this.lon.length * 2);
    lon.set(this.lon);
    this.lon = lon;
  }
}
