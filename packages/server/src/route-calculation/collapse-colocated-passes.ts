import type { PlazaPass } from '../tolls/index.ts';
import { nameKey } from './municipality-index.ts';
import type { RoutePlaza } from './route-reference-data.ts';

/** A pass of the route through a plaza, with the plaza's record. */
export interface PlazaVisit<P extends PlazaPass = PlazaPass> {
  pass: P;
  plaza: RoutePlaza;
  /** Ids of plazas passed at the same place and not charged on their own (see {@link collapseColocatedPasses}). */
  merged: string[];
  /** Display name, when it differs from the plaza's. */
  name?: string;
}

/** Furthest apart (m along the route) two free-flow rows of one gantry are taken to be. */
const SAME_GANTRY_M = 25;
/** Furthest apart (m along the route) a ponto-a-ponto gantry and the plaza it stands beside are taken to be. */
const SAME_PLACE_M = 50;

const isPontoAPonto = (plaza: RoutePlaza): boolean =>
  plaza.free_flow && plaza.source === 'ARTESP' && nameKey(plaza.name).startsWith('portico');

/** `Free Flow PFE001 - PFS003 Sul` → `Free Flow PFE001 Sul`: the gantry of an entry–exit pair. */
const PAIR_NAME = /^(.*\S)\s+-\s+\S+(\s+\S+)?$/;

/**
 * Collapses passes that stand for one payment (input in route order; output too):
 * - **ARTESP ponto-a-ponto gantries** (`Pórtico … (PaP)`) passed together with the conventional plaza of
 *   the same road at the same place (within 50 m along the route): a vehicle pays one or the other. The
 *   conventional plaza is kept and charged: it is what a vehicle without a ponto-a-ponto tag pays (the
 *   request carries no tag), and its fare is the larger one, so the quote is never short. The gantry's id
 *   goes to `merged`.
 * - **Free-flow rows of one gantry** (RIOSP publishes one row per entry gantry – exit point pair, all at
 *   the entry gantry's position): passes of free-flow plazas of one concessionaire within 25 m are one
 *   passage of that gantry. The row with fares is kept (else the first by id), named after the gantry
 *   (`Free Flow PFE001 Sul`), the others go to `merged`.
 */
export function collapseColocatedPasses<P extends PlazaPass>(
  visits: readonly PlazaVisit<P>[],
): PlazaVisit<P>[] {
  const dropped = new Set<PlazaVisit<P>>();
  for (const gantry of visits) {
    if (!isPontoAPonto(gantry.plaza)) continue;
    const beside = visits.find(
      (other) =>
        other !== gantry &&
        !dropped.has(other) &&
        !other.plaza.free_flow &&
        other.plaza.road === gantry.plaza.road &&
        other.pass.legIndex === gantry.pass.legIndex &&
        Math.abs(other.pass.distanceM - gantry.pass.distanceM) <= SAME_PLACE_M,
    );
    if (!beside) continue;
    dropped.add(gantry);
    beside.merged.push(gantry.plaza.id, ...gantry.merged);
  }
  const kept = visits.filter((visit) => !dropped.has(visit));
  const out: PlazaVisit<P>[] = [];
  let i = 0;
  while (i < kept.length) {
    const first = kept[i]!;
    let j = i + 1;
    if (first.plaza.free_flow) {
      while (
        j < kept.length &&
        kept[j]!.plaza.free_flow &&
        kept[j]!.plaza.concessionaire === first.plaza.concessionaire &&
        kept[j]!.pass.legIndex === first.pass.legIndex &&
        kept[j]!.pass.distanceM - first.pass.distanceM <= SAME_GANTRY_M
      )
        j += 1;
    }
    const group = kept.slice(i, j);
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
