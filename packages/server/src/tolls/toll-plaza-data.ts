import type { TollTariffRow } from '@freight/core';
import type { tollPlazas } from '../db/schema.ts';
import type { PlacementIndex } from './placement-index.ts';

/** A toll plaza row of the database. */
export type TollPlazaRow = typeof tollPlazas.$inferSelect;

/**
 * An active toll plaza as the toll owner prices it: its row, every tariff row (each start date), the IBGE
 * codes of its state and city, and the rules of `pedagios/`: its alternative group and whether it is a
 * point-to-point gantry.
 */
export interface TollPlazaData extends TollPlazaRow {
  tariffs: TollTariffRow[];
  ufIbge: number | null;
  cityIbge: number | null;
  /** Alternative group (`grupos_alternativos.csv`): on one passage a vehicle pays one of its members. */
  alternativeGroup: string | null;
  /**
   * A point-to-point gantry (`ponto_a_ponto.csv`): it charges only vehicles registered in that scheme,
   * which skip `conventionalPlazaId` (`null`: it stands alone); `null` for any other plaza.
   */
  pointToPoint: { conventionalPlazaId: string | null } | null;
}

/** What the toll owner reads to find and price the tolls of a way. */
export interface TollReference {
  /** Active plazas by id. */
  readonly plazas: ReadonlyMap<string, TollPlazaData>;
  /** Their placements on the current graph, indexed for matching. */
  readonly placements: PlacementIndex;
}
