import { PointGrid } from '@freight/core';
import type { PlacedPlaza, PlazaPlacement } from './plaza-placement.ts';

/**
 * The placed plazas of a placement list, indexed for matching: built once per set of placements (the
 * route-calculation cache keeps it) so that matching a route only walks the route.
 */
export interface PlacementIndex {
  /** The placed plazas, in the order of the placement list (unplaced ones left out). */
  readonly placed: readonly PlacedPlaza[];
  /** Grid over the placed plazas' points; point `i` is `placed[i]`. */
  readonly grid: PointGrid;
  /** OSM ids of the toll booth nodes a placed plaza stands on. */
  readonly booths: ReadonlySet<number>;
}

/**
 * Indexes placements for {@link matchTolls}.
 *
 * @example const index = placementIndex(placements); matchTolls(index, trip)
 */
export function placementIndex(placements: readonly PlazaPlacement[]): PlacementIndex {
  const placed = placements.filter((p): p is PlacedPlaza => p.status === 'placed');
  const booths = new Set<number>();
  for (const p of placed) if (p.boothOsmId !== null) booths.add(p.boothOsmId);
  return { placed, grid: PointGrid.fromPoints(placed), booths };
}
