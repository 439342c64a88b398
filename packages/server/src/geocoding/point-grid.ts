const METERS_PER_DEGREE = 111_320;

/**
 * Distance in metres between two nearby positions (equirectangular approximation: within 0.5 % of the
 * great-circle distance below a few hundred kilometres).
 */
export function metersBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const cos = Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  const dy = (lat2 - lat1) * METERS_PER_DEGREE;
  const dx = (lng2 - lng1) * METERS_PER_DEGREE * cos;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Metres per degree of latitude (and of longitude at the equator). */
export { METERS_PER_DEGREE };

/** The nearest point found by {@link PointGrid.nearest}. */
export interface NearestPoint {
  index: number;
  meters: number;
}

/**
 * A uniform grid over points (municipality seats), for nearest-point queries: cells of `cellDegrees`,
 * searched ring by ring from the query's cell until no nearer point can exist.
 */
export class PointGrid {
  private readonly cells = new Map<number, number[]>();

  constructor(
    private readonly lat: ArrayLike<number>,
    private readonly lng: ArrayLike<number>,
    private readonly cellDegrees = 0.25,
    indexes?: Iterable<number>,
  ) {
    for (const i of indexes ?? Array.from({ length: lat.length }, (_, k) => k)) {
      const key = this.key(this.cell(lat[i] as number), this.cell(lng[i] as number));
      const list = this.cells.get(key);
      if (list) list.push(i);
      else this.cells.set(key, [i]);
    }
  }

  private cell(degrees: number): number {
    return Math.floor((degrees + 180) / this.cellDegrees);
  }

  private key(row: number, col: number): number {
    return row * 4096 + col;
  }

  /**
   * The point nearest to `(lat, lng)` within `maxMeters`, or `null`.
   *
   * @example grid.nearest(-23.55, -46.63, 50_000) // { index: 3829, meters: 2411.7 }
   */
  nearest(lat: number, lng: number, maxMeters: number): NearestPoint | null {
    const row = this.cell(lat);
    const col = this.cell(lng);
    const cos = Math.max(0.05, Math.cos((lat * Math.PI) / 180));
    const cellMeters = this.cellDegrees * METERS_PER_DEGREE * cos;
    const maxRing = Math.min(Math.ceil(maxMeters / cellMeters) + 1, 1440 / this.cellDegrees);
    let best: NearestPoint | null = null;
    const visit = (r: number, c: number) => {
      const list = this.cells.get(this.key(r, c));
      if (!list) return;
      for (const i of list) {
        const meters = metersBetween(lat, lng, this.lat[i] as number, this.lng[i] as number);
        if (meters <= maxMeters && (!best || meters < best.meters)) best = { index: i, meters };
      }
    };
    visit(row, col);
    for (let ring = 1; ring <= maxRing; ring++) {
      if (best && (ring - 1) * cellMeters > (best as NearestPoint).meters) break;
      for (let c = col - ring; c <= col + ring; c++) {
        visit(row - ring, c);
        visit(row + ring, c);
      }
      for (let r = row - ring + 1; r <= row + ring - 1; r++) {
        visit(r, col - ring);
        visit(r, col + ring);
      }
    }
    return best;
  }
}
