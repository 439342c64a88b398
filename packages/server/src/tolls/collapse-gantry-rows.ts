import type { PlazaVisit } from './plaza-visit.ts';

/** Furthest apart (m along the route) two free-flow rows of one gantry are taken to be. */
const SAME_GANTRY_M = 25;

/** `Free Flow PFE001 - PFS003 Sul` → `Free Flow PFE001 Sul`: the gantry of an entry–exit pair. */
const PAIR_NAME = /^(.*\S)\s+-\s+\S+(\s+\S+)?$/;

/**
 * Collapses the free-flow rows of one gantry into one passage (input in route order; output too). RIOSP
 * publishes one row per entry gantry – exit point pair, all at the entry gantry's position, so a pass
 * through the gantry matches every pair: passes of free-flow plazas of one concessionaire within 25 m on one
 * leg are one passage. The row with fares is kept (else the first by id), named after the gantry
 * (`Free Flow PFE001 Sul`); the others go to `merged`.
 */
export function collapseGantryRows<V extends PlazaVisit>(visits: readonly V[]): V[] {
  const out: V[] = [];
  let i = 0;
  while (i < visits.length) {
    const first = visits[i]!;
    let j = i + 1;
    if (first.plaza.free_flow) {
      while (
        j < visits.length &&
        visits[j]!.plaza.free_flow &&
        visits[j]!.plaza.concessionaire === first.plaza.concessionaire &&
        visits[j]!.pass.legIndex === first.pass.legIndex &&
        visits[j]!.pass.distanceM - first.pass.distanceM <= SAME_GANTRY_M
      )
        j += 1;
    }
    const group = visits.slice(i, j);
    if (group.length === 1) out.push(first);
    else {
      const ordered = [...group].sort(
        (a, b) =>
          Number(b.plaza.tariffs.length > 0) - Number(a.plaza.tariffs.length > 0) ||
          a.plaza.id.localeCompare(b.plaza.id),
      );
      const chosen = ordered[0]!;
      const pair = PAIR_NAME.exec(chosen.plaza.name);
      out.push({
        ...chosen,
        merged: [...chosen.merged, ...ordered.slice(1).flatMap((visit) => [visit.plaza.id, ...visit.merged])],
        name: pair ? `${pair[1]}${pair[2] ?? ''}` : chosen.name,
      });
    }
    i = j;
  }
  return out;
}
