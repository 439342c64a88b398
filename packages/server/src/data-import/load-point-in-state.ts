import { haversineDistance } from '@freight/core';
import type { Database } from '../db/database.ts';
import { municipalities } from '../db/schema.ts';

/** How much further than the nearest seat of any state a seat of the expected state may be, in metres. */
const BORDER_SLACK_M = 10_000;

/**
 * A test of whether a point lies in a state, from the municipality seats: the nearest seat of that state
 * is at most 10 km further than the nearest seat of any state (so a point by a state line, as Rosana/SP
 * across the river from Diamante do Norte/PR, passes, and a point hundreds of km into another state does
 * not). Answers `true` for every point when the municipalities are not imported.
 */
export async function loadPointInState(
  db: Database,
): Promise<(point: { lat: number; lng: number }, uf: string) => boolean> {
  const seats = await db
    .select({ uf: municipalities.uf, lat: municipalities.lat, lng: municipalities.lng })
    .from(municipalities);
  return (point, uf) => {
    if (seats.length === 0) return true;
    let nearest = Infinity;
    let nearestInState = Infinity;
    for (const seat of seats) {
      const distance = haversineDistance(point, seat);
      nearest = Math.min(nearest, distance);
      if (seat.uf === uf) nearestInState = Math.min(nearestInState, distance);
    }
    return nearestInState <= nearest + BORDER_SLACK_M;
  };
}
