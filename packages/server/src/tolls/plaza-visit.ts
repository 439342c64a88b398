import type { PlazaPass } from './match-tolls.ts';
import type { TollPlazaData } from './toll-plaza-data.ts';

/** A pass of the route through a plaza, with the plaza's data. */
export interface PlazaVisit<P extends PlazaPass = PlazaPass> {
  pass: P;
  plaza: TollPlazaData;
  /** Ids of plazas passed at the same place that charge nothing on their own on this passage. */
  merged: string[];
  /** Display name, when it differs from the plaza's. */
  name?: string;
}

/** The visits of `passes` whose plaza is known, in the passes' order. */
export function visitsOf<P extends PlazaPass>(
  passes: readonly P[],
  plazas: ReadonlyMap<string, TollPlazaData>,
): PlazaVisit<P>[] {
  const visits: PlazaVisit<P>[] = [];
  for (const pass of passes) {
    const plaza = plazas.get(pass.plazaId);
    if (plaza) visits.push({ pass, plaza, merged: [] });
  }
  return visits;
}
