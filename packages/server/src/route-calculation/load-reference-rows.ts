import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  freightCoefficients,
  municipalities,
  states,
  tollPlazaGroups,
  tollPlazaPlacements,
  tollPlazas,
  tollPointToPoint,
  tollTariffs,
  weighingStations,
} from '../db/schema.ts';

/** A toll plaza row of the database. */
export type PlazaRow = typeof tollPlazas.$inferSelect;
/** A tariff row of the database. */
export type TariffRow = Pick<
  typeof tollTariffs.$inferSelect,
  'plaza_id' | 'valid_from' | 'multiplier' | 'fare'
>;
/** A weighing station row of the database. */
export type StationRow = typeof weighingStations.$inferSelect;
/** A freight-floor coefficient row of the database. */
export type CoefficientRow = typeof freightCoefficients.$inferSelect;
/** A municipality row of the database. */
export type MunicipalityRow = typeof municipalities.$inferSelect;
/** A stored placement of a plaza on the current graph (`placement` not yet validated). */
export interface StoredPlacementRow {
  plaza_id: string;
  placement: unknown;
}

/** What the route calculation reads of the reference data, as stored. */
export interface ReferenceRows {
  /** Active plazas. */
  plazas: PlazaRow[];
  /** Tariffs of the active plazas. */
  tariffs: TariffRow[];
  /** Alternative-group memberships (`grupos_alternativos.csv`). */
  groups: { plaza_id: string; group_id: string }[];
  /** Point-to-point gantries (`ponto_a_ponto.csv`) and their conventional plazas. */
  pointToPoint: { plaza_id: string; conventional_plaza_id: string | null }[];
  /** Placements stored for the graph `graphId`. */
  placements: StoredPlacementRow[];
  /** Active weighing stations with a position. */
  stations: StationRow[];
  coefficients: CoefficientRow[];
  municipalities: MunicipalityRow[];
  states: { ibge_code: number; uf: string }[];
}

/**
 * Reads the reference data of the route calculation: active toll plazas with their tariffs, alternative
 * groups and point-to-point gantries, their placements on the graph `graphId`, active weighing stations that have a position, the freight
 * coefficients, municipalities and states. Ordered by key, so the result is deterministic.
 */
export async function loadReferenceRows(db: Database, graphId: string): Promise<ReferenceRows> {
  const plazas = await db.select().from(tollPlazas).where(eq(tollPlazas.active, true)).orderBy(tollPlazas.id);
  const tariffs = await db
    .select({
      plaza_id: tollTariffs.plaza_id,
      valid_from: tollTariffs.valid_from,
      multiplier: tollTariffs.multiplier,
      fare: tollTariffs.fare,
    })
    .from(tollTariffs)
    .innerJoin(tollPlazas, eq(tollPlazas.id, tollTariffs.plaza_id))
    .where(eq(tollPlazas.active, true))
    .orderBy(tollTariffs.plaza_id, tollTariffs.valid_from, tollTariffs.multiplier);
  const groups = await db
    .select({ plaza_id: tollPlazaGroups.plaza_id, group_id: tollPlazaGroups.group_id })
    .from(tollPlazaGroups)
    .orderBy(tollPlazaGroups.plaza_id);
  const pointToPoint = await db
    .select({
      plaza_id: tollPointToPoint.plaza_id,
      conventional_plaza_id: tollPointToPoint.conventional_plaza_id,
    })
    .from(tollPointToPoint)
    .orderBy(tollPointToPoint.plaza_id);
  const placements = await db
    .select({ plaza_id: tollPlazaPlacements.plaza_id, placement: tollPlazaPlacements.placement })
    .from(tollPlazaPlacements)
    .where(eq(tollPlazaPlacements.graph_id, graphId));
  const stations = await db
    .select()
    .from(weighingStations)
    .where(
      and(
        eq(weighingStations.active, true),
        isNotNull(weighingStations.lat),
        isNotNull(weighingStations.lng),
      ),
    )
    .orderBy(weighingStations.id);
  const coefficients = await db.select().from(freightCoefficients).orderBy(freightCoefficients.id);
  const municipalityRows = await db.select().from(municipalities).orderBy(municipalities.ibge_code);
  const stateRows = await db
    .select({ ibge_code: states.ibge_code, uf: states.uf })
    .from(states)
    .orderBy(states.ibge_code);
  return {
    plazas,
    tariffs,
    groups,
    pointToPoint,
    placements,
    stations,
    coefficients,
    municipalities: municipalityRows,
    states: stateRows,
  };
}
