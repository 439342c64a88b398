import type { PlazaVisit } from './plaza-visit.ts';

/** Furthest apart (m along the route) a point-to-point gantry and its conventional plaza are taken to be. */
const SAME_PLACE_M = 500;

/** The passes a vehicle pays and the point-to-point passes it does not. */
export interface PointToPointSplit<V extends PlazaVisit> {
  charged: V[];
  notCharged: V[];
}

/**
 * Separates ARTESP point-to-point gantries (`pedagios/ponto_a_ponto.csv`), which charge only vehicles
 * registered in that scheme. By default (`registered` false) every gantry pass is listed as not charged
 * and the conventional plazas are charged as usual: a gantry's fare is never added to a plaza's. A
 * registered vehicle pays the gantries instead, and a conventional plaza passed within 500 m of its
 * gantry on the same leg is not charged. Order is kept.
 *
 * @example splitPointToPoint(visits).notCharged.map((visit) => visit.plaza.id)
 */
export function splitPointToPoint<V extends PlazaVisit>(
  visits: readonly V[],
  options: { registered?: boolean } = {},
): PointToPointSplit<V> {
  if (!options.registered) {
    return {
      charged: visits.filter((visit) => visit.plaza.pointToPoint === null),
      notCharged: visits.filter((visit) => visit.plaza.pointToPoint !== null),
    };
  }
  const skipped = new Set<V>();
  for (const gantry of visits) {
    const conventional = gantry.plaza.pointToPoint?.conventionalPlazaId;
    if (!conventional) continue;
    for (const visit of visits) {
      if (
        visit.plaza.id === conventional &&
        visit.pass.legIndex === gantry.pass.legIndex &&
        Math.abs(visit.pass.distanceM - gantry.pass.distanceM) <= SAME_PLACE_M
      )
        skipped.add(visit);
    }
  }
  return {
    charged: visits.filter((visit) => !skipped.has(visit)),
    notCharged: visits.filter((visit) => skipped.has(visit)),
  };
}
