import type { KmSource, PlazaCharge, PlazaPlacement, UnplacedReason } from './plaza-placement.ts';

/** Counts of a set of placements, for the import report. */
export interface PlacementSummary {
  total: number;
  placed: number;
  /** Placed on a toll booth node of the graph. */
  onBooth: number;
  unplaced: number;
  byReason: Partial<Record<UnplacedReason, string[]>>;
  byKmSource: Partial<Record<KmSource, number>>;
  byCharge: Partial<Record<PlazaCharge, number>>;
  /** Distance from the published coordinate to the road, in metres: median, 90th percentile, largest. */
  distanceM: { median: number; p90: number; max: number };
}

const percentile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * Counts placements by outcome, unplaced reason (with the plaza ids), km source and charge, with the
 * spread of the snapping distances.
 *
 * @example summarizePlacements(placePlazas(graph, plazas)).unplaced
 */
export function summarizePlacements(placements: readonly PlazaPlacement[]): PlacementSummary {
  const summary: PlacementSummary = {
    total: placements.length,
    placed: 0,
    onBooth: 0,
    unplaced: 0,
    byReason: {},
    byKmSource: {},
    byCharge: {},
    distanceM: { median: 0, p90: 0, max: 0 },
  };
  const distances: number[] = [];
  for (const p of placements) {
    if (p.status === 'unplaced') {
      summary.unplaced++;
      (summary.byReason[p.reason] ??= []).push(p.plazaId);
      continue;
    }
    summary.placed++;
    if (p.boothOsmId !== null) summary.onBooth++;
    summary.byKmSource[p.kmSource] = (summary.byKmSource[p.kmSource] ?? 0) + 1;
    summary.byCharge[p.charge] = (summary.byCharge[p.charge] ?? 0) + 1;
    distances.push(p.distanceM);
  }
  distances.sort((a, b) => a - b);
  summary.distanceM = {
    median: percentile(distances, 0.5),
    p90: percentile(distances, 0.9),
    max: distances[distances.length - 1] ?? 0,
  };
  return summary;
}
