import type { PlazaVisit } from './plaza-visit.ts';
import { routeDistanceToPoint } from './route-distance-to-point.ts';
import type { TripShape } from './trip-shape.ts';

/** Furthest apart (m along the route) two members of a group are taken to be passed on one passage. */
const ONE_PASSAGE_M = 3_000;

/** Whether two directions of travel (degrees) are within 90° of each other: the same way, not back. */
function sameWay(a: number, b: number): boolean {
  const difference = Math.abs(((((a - b) % 360) + 540) % 360) - 180);
  return difference < 90;
}

/**
 * Charges one member of each alternative group per passage (input in route order; output too). Members of
 * a group (`pedagios/grupos_alternativos.csv`: booths of one plaza on the main line and on an access road,
 * closer to each other than the data can separate) passed on one leg, the same way, within 3 km of each
 * other along the route, are one passage; the vehicle pays the member whose published position the route
 * passes closest to (ties: the first passed), and the others go to its `merged`. A group passed again on
 * another leg, or on the way back, is charged again.
 *
 * @example payOneOfEachGroup(visits, tripShape(trip.legs))
 */
export function payOneOfEachGroup<V extends PlazaVisit>(visits: readonly V[], shape: TripShape): V[] {
  const passages: V[][] = [];
  const open = new Map<string, V[]>();
  for (const visit of visits) {
    const group = visit.plaza.alternativeGroup;
    if (group === null) continue;
    const passage = open.get(group);
    const last = passage?.at(-1);
    if (
      passage &&
      last &&
      last.pass.legIndex === visit.pass.legIndex &&
      visit.pass.distanceM - last.pass.distanceM <= ONE_PASSAGE_M &&
      sameWay(last.pass.bearing, visit.pass.bearing)
    ) {
      passage.push(visit);
    } else {
      const started = [visit];
      passages.push(started);
      open.set(group, started);
    }
  }
  const dropped = new Set<V>();
  const kept = new Map<V, V>();
  for (const passage of passages) {
    if (passage.length < 2) continue;
    const ranked = passage
      .map((visit) => ({
        visit,
        distance: routeDistanceToPoint(
          shape,
          visit.plaza.lat,
          visit.plaza.lng,
          visit.pass.distanceM,
          ONE_PASSAGE_M,
        ),
      }))
      .sort((a, b) => a.distance - b.distance || a.visit.pass.distanceM - b.visit.pass.distanceM);
    const chosen = ranked[0]!.visit;
    const others = ranked.slice(1).map((entry) => entry.visit);
    for (const other of others) dropped.add(other);
    kept.set(chosen, {
      ...chosen,
      merged: [...chosen.merged, ...others.flatMap((other) => [other.plaza.id, ...other.merged])],
    });
  }
  return visits.filter((visit) => !dropped.has(visit)).map((visit) => kept.get(visit) ?? visit);
}
